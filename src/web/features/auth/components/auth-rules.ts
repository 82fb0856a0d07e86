import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from '@shared/auth/schemas';

/**
 * The auth forms' rules: the shared schemas the API also checks (src/shared/auth/schemas.ts), so
 * the forms show the server's messages. Loaded when a form is first used (auth-resolvers.ts).
 */
export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
