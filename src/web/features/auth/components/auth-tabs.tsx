import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'signin' | 'signup';

export const SIGN_IN_SUCCESS_MESSAGE = 'Welcome back!';

export interface AuthTabsProps {
  /** Where to go after signing in (already sanitised), and where the verification link returns. */
  origin: string;
}

/**
 * Sign In / Sign Up tabs, kept in the URL (`?tab=signup`), with the forgot-password form on the
 * sign-in side (`?forgot=1` opens it directly, e.g. from an expired reset link).
 */
export function AuthTabs({ origin }: AuthTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tab: AuthTab = searchParams.get('tab') === 'signup' ? 'signup' : 'signin';
  const [forgotEmail, setForgotEmail] = useState<string | null>(() =>
    searchParams.has('forgot') ? '' : null,
  );

  const selectTab = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === 'signup') next.set('tab', 'signup');
    else next.delete('tab');
    next.delete('forgot');
    setForgotEmail(null);
    // Keep the remembered origin (router state) while switching tabs.
    setSearchParams(next, { replace: true, state: location.state, preventScrollReset: true });
  };

  const onSignedIn = () => {
    toast.success(SIGN_IN_SUCCESS_MESSAGE);
    navigate(origin, { replace: true });
  };

  return (
    <Tabs value={tab} onValueChange={selectTab} className="flex flex-col gap-6">
      <TabsList aria-label="Sign in or create an account">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">
        {forgotEmail === null ? (
          <SignInForm onSignedIn={onSignedIn} onForgotPassword={(email) => setForgotEmail(email)} />
        ) : (
          <ForgotPasswordForm defaultEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
        )}
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm callbackURL={origin} onShowSignIn={() => selectTab('signin')} />
      </TabsContent>
    </Tabs>
  );
}
