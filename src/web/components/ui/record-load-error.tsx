import { Alert } from '@web/components/ui/alert';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { signInPath } from '@web/lib/sign-in-redirect';
import { Link } from 'react-router';

/**
 * Why a shopper's own order or quote page shows nothing: not found (someone else's, or the shopper
 * is signed out: sign in, or track it with a phone number or e-mail), or not loaded (try again).
 */
export function RecordLoadError(props: {
  /** What the page shows, as its title names it: "Order", "Quote". */
  what: string;
  notFoundText: string;
  /** The page's own path, to come back to after signing in. */
  path: string;
  signedIn: boolean;
  query: { error: Error | null; isFetching: boolean; refetch: () => unknown };
}) {
  const { what, query } = props;
  return (
    <div className="flex max-w-xl flex-col items-start gap-4">
      {query.error instanceof ApiError && query.error.status === 404 ? (
        <>
          <Alert variant="error" title={`${what} not found`}>
            {props.notFoundText}
          </Alert>
          <div className="flex flex-wrap gap-3">
            {props.signedIn ? null : (
              <Link to={signInPath(props.path)} className={buttonVariants()}>
                Sign in
              </Link>
            )}
            <Link to="/track" className={buttonVariants({ variant: 'outline' })}>
              Track with your phone or e-mail
            </Link>
          </div>
        </>
      ) : (
        <>
          <Alert variant="error" title={`Your ${what.toLowerCase()} could not be loaded`}>
            Check your connection and try again.
          </Alert>
          <Button variant="outline" busy={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        </>
      )}
    </div>
  );
}
