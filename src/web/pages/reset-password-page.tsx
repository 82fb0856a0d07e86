import { Container } from '@web/components/layout/container';
import { Alert } from '@web/components/ui/alert';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { REQUEST_NEW_LINK_HREF, ResetPasswordForm } from '@web/features/auth/components/reset-password-form';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { KeyRound } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';

/**
 * /reset-password?token=… (from the emailed link) or ?error=INVALID_TOKEN (expired or used link);
 * `&welcome=rider` for a new rider's first password, sent when an admin approved the application
 * (docs/decisions/067): the same one-time token, with words for someone who has no password yet.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const welcome = searchParams.get('welcome') === 'rider';
  useDocumentTitle(welcome ? 'Set your rider password' : 'Reset your password');
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const usable = Boolean(token) && !linkError;

  const onReset = () => {
    toast.success(welcome ? 'Password set' : 'Password updated', {
      description: welcome
        ? 'Sign in with your e-mail and this password.'
        : 'Sign in with your new password.',
    });
    navigate('/auth', { replace: true });
  };

  return (
    <div className="flex-1 bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50">
      <Container className="flex justify-center py-8 sm:py-14">
        <Card className="w-full max-w-md">
          <CardHeader className="pb-5">
            <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
              <KeyRound className="size-5" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">
              {welcome ? 'Set your rider password' : 'Choose a new password'}
            </h1>
            <CardDescription>
              {usable
                ? welcome
                  ? 'Welcome to GhanaMart delivery. Enter the password of your rider account twice.'
                  : 'Enter your new password twice.'
                : 'This password reset link cannot be used.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {usable && token ? (
              <ResetPasswordForm token={token} onReset={onReset} />
            ) : (
              <div className="flex flex-col gap-5">
                <Alert variant="error" title="This reset link is invalid or has expired.">
                  Reset links work once and only for a limited time. Request a new one and use the latest
                  email.
                </Alert>
                <Link to={REQUEST_NEW_LINK_HREF} className={buttonVariants({ size: 'lg' })}>
                  Request a new link
                </Link>
                <Link to="/auth" className={buttonVariants({ variant: 'ghost' })}>
                  Back to Sign In
                </Link>
              </div>
            )}
          </CardContent>
        </Card>
      </Container>
    </div>
  );
}
