import { API_REVOKE_SESSIONS } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { clearAllDrafts } from '@web/lib/drafts';
import { forgetPausedChanges } from '@web/lib/paused-changes';
import { resetUserScopedQueries } from '@web/lib/query';
import { forgetSavedAnswers } from '@web/lib/saved-answers';
import { toast } from '@web/lib/toast';
import { sessionQueryKey } from './get-session';

export function signOutEverywhere(): Promise<unknown> {
  return api<unknown>(API_REVOKE_SESSIONS, { method: 'POST', body: {} });
}

/** Ends every session of the account (better-auth's revoke-sessions), this one included, and says so. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    // Said here, not by the button: the page leaves for sign-in as soon as the session is gone.
    onSuccess: async () => {
      toast.success('Signed out everywhere', {
        description: 'Every device, this one included, is signed out. Sign in again to continue.',
      });
      queryClient.setQueryData(sessionQueryKey, null);
      // A draft holds personal details, and cart changes made offline are this person's: the next
      // person on this phone must neither find the one nor send the other.
      clearAllDrafts();
      forgetPausedChanges(queryClient);
      forgetSavedAnswers();
      await resetUserScopedQueries(queryClient);
    },
  });
}
