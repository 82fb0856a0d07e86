import { API_SIGN_IN_EMAIL } from '@shared/api-paths';
import type { SignInInput } from '@shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { resetUserScopedQueries } from '@web/lib/query';
import { type SessionUser, sessionQueryKey } from './get-session';

export interface SignInResult {
  user: SessionUser;
}

/** 401 INVALID_EMAIL_OR_PASSWORD, 403 EMAIL_NOT_VERIFIED (a new link is sent) or 429 on failure. */
export function signIn(input: SignInInput): Promise<SignInResult> {
  return api<SignInResult>(API_SIGN_IN_EMAIL, {
    body: { email: input.email, password: input.password },
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await resetUserScopedQueries(queryClient);
    },
  });
}
