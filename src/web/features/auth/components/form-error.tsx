import { Alert } from '@web/components/ui/alert';
import { ApiError, errorMessage } from '@web/lib/api';

/**
 * The backend's message for a failed auth request, in an alert (docs/product/accounts.md, "Sign up and sign in"), or "An unexpected
 * error occurred". An unverified email also gets a note that a new link was sent.
 */
export function AuthErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
    return (
      <Alert variant="error" title={error.message}>
        We've sent a new verification link to your email. Open it to verify your account, then sign in.
      </Alert>
    );
  }
  return <Alert variant="error">{errorMessage(error)}</Alert>;
}
