import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface ResetPasswordVariables {
  newPassword: string;
  token: string;
}

export function resetPassword({ newPassword, token }: ResetPasswordVariables): Promise<unknown> {
  return api<unknown>('/api/auth/reset-password', { body: { newPassword, token } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
