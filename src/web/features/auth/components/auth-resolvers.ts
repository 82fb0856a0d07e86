import type { ForgotPasswordInput, ResetPasswordInput, SignInInput, SignUpInput } from '@shared/auth/schemas';
import { lazyResolver } from '@web/lib/lazy-resolver';

// zod is not part of /auth's first load (budget: 150 KB gzipped): the rules load when a form is
// first focused or touched, or at the latest when it is submitted.
const rules = () => import('./auth-rules');

export const signInRules = lazyResolver<SignInInput>(async () => (await rules()).signInResolver);
export const signUpRules = lazyResolver<SignUpInput>(async () => (await rules()).signUpResolver);
export const forgotPasswordRules = lazyResolver<ForgotPasswordInput>(
  async () => (await rules()).forgotPasswordResolver,
);
export const resetPasswordRules = lazyResolver<ResetPasswordInput>(
  async () => (await rules()).resetPasswordResolver,
);
