import { API_REQUEST_PASSWORD_RESET } from '@shared/api-paths';
import type { ForgotPasswordInput } from '@shared/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The page the emailed link opens (with `?token=` or `?error=INVALID_TOKEN`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Always answers 200: it does not reveal whether an account exists for the email. */
export function requestPasswordReset({ email }: ForgotPasswordInput): Promise<unknown> {
  return api<unknown>(API_REQUEST_PASSWORD_RESET, {
    body: { email, redirectTo: RESET_PASSWORD_PATH },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
