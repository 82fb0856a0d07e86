import { API_CHANGE_PASSWORD } from '@shared/api-paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface ChangePasswordVariables {
  currentPassword: string;
  newPassword: string;
}

/** better-auth's change-password: every other session of the account ends; this one goes on. */
export function changePassword(variables: ChangePasswordVariables): Promise<unknown> {
  return api<unknown>(API_CHANGE_PASSWORD, { body: { ...variables, revokeOtherSessions: true } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
