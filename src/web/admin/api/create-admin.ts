import type { AdminCredentialsInput, CreatedAdmin } from '@shared/admin/admin-credentials';
import { API_ADMIN_ADMINS } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminsQueryKey } from './list-admins';
import { adminQueryKey } from './sign-out-admin';

/** 201; 400 with fields; 409 when the username is taken. */
export function createAdmin(input: AdminCredentialsInput): Promise<CreatedAdmin> {
  return api<CreatedAdmin>(API_ADMIN_ADMINS, { body: input });
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminsQueryKey });
      await queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
