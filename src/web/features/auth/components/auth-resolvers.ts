import type { ForgotPasswordInput, ResetPasswordInput, SignInInput, SignUpInput } from '@shared/auth/schemas';
import { lazyZodResolver } from '@web/lib/lazy-resolver';

// zod is not part of /auth's first load (the first-load budget `npm run bench` checks): the rules (the shared schemas
// the API also checks, so the forms show the server's messages) load when a form is first focused
// or touched, or at the latest when it is submitted.
const schemas = () => import('@shared/auth/schemas');

export const signInRules = lazyZodResolver<SignInInput>(() => schemas().then((m) => m.signInSchema));
export const signUpRules = lazyZodResolver<SignUpInput>(() => schemas().then((m) => m.signUpSchema));
export const forgotPasswordRules = lazyZodResolver<ForgotPasswordInput>(() =>
  schemas().then((m) => m.forgotPasswordSchema),
);
export const resetPasswordRules = lazyZodResolver<ResetPasswordInput>(() =>
  schemas().then((m) => m.resetPasswordSchema),
);
