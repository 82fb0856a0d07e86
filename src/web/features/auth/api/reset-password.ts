import { API_RESET_PASSWORD } from '@shared/api-paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface ResetPasswordVariables {
  newPassword: string;
  token: string;
}

export function resetPassword({ newPassword, token }: ResetPasswordVariables): Promise<unknown> {
  return api<unknown>(API_RESET_PASSWORD, { body: { newPassword, token } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
