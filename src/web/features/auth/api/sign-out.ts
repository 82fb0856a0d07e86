import { API_SIGN_OUT } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@web/lib/api';
import { clearAllDrafts } from '@web/lib/drafts';
import { forgetPausedChanges } from '@web/lib/paused-changes';
import { resetUserScopedQueries } from '@web/lib/query';
import { forgetSavedAnswers } from '@web/lib/saved-answers';
import { toast } from '@web/lib/toast';
import { sessionQueryKey } from './get-session';

export function signOut(): Promise<unknown> {
  return api<unknown>(API_SIGN_OUT, { method: 'POST', body: {} });
}

/** Signs out, forgets the session and the person's data, and says so. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.setQueryData(sessionQueryKey, null);
      // A draft holds personal details, and cart changes made offline are this person's: the next
      // person on this phone must neither find the one nor send the other.
      clearAllDrafts();
      forgetPausedChanges(queryClient);
      forgetSavedAnswers();
      await resetUserScopedQueries(queryClient);
      toast.success('Signed out', { description: 'See you again soon.' });
    },
    onError: (error) => {
      toast.error('Error', { description: errorMessage(error) });
    },
  });
}
