import type { ChangeOwnPasswordInput } from '@shared/admin/admin-credentials';
import { API_ADMIN_OWN_PASSWORD } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

/** 400 with `currentPassword` when the current password is wrong. */
export function changeOwnPassword(input: ChangeOwnPasswordInput): Promise<{ ok: true }> {
  return api<{ ok: true }>(API_ADMIN_OWN_PASSWORD, { body: input });
}

export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
