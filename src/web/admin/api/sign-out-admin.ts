import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@web/features/auth/api/get-session';
import { signOut } from '@web/features/auth/api/sign-out';

/** Logout: ends the server session and forgets everything read as the admin. */
export function useSignOutAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminQueryKey });
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}

/** Every admin query's key starts with this, so Logout can drop them all. */
export const adminQueryKey = ['admin'] as const;
