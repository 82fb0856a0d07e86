import type { AdminSignInInput } from '@shared/admin/admin-credentials';
import { API_SIGN_IN_USERNAME } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SessionUser, sessionQueryKey } from '@web/features/auth/api/get-session';
import { api } from '@web/lib/api';

export interface AdminSignInResult {
  user: SessionUser;
}

/** 401 INVALID_USERNAME_OR_PASSWORD for an unknown user, a wrong password or a non-admin; 429 when limited. */
export function signInAdmin(input: AdminSignInInput): Promise<AdminSignInResult> {
  return api<AdminSignInResult>(API_SIGN_IN_USERNAME, {
    body: { username: input.username.trim(), password: input.password },
  });
}

export function useSignInAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
