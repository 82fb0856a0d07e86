import { API_SIGN_UP_EMAIL } from '@shared/api-paths';
import type { SignUpInput } from '@shared/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { SessionUser } from './get-session';

export interface SignUpVariables extends Pick<SignUpInput, 'email' | 'password'> {
  /** The page the verification link returns to (it also signs the person in). */
  callbackURL: string;
}

export interface SignUpResult {
  user: SessionUser;
}

/** The account's display name: the part of the email before '@'. */
export function nameFromEmail(email: string): string {
  return email.trim().split('@')[0] || email.trim();
}

/** Creates the account; it stays signed out until the email is verified. */
export function signUp({ email, password, callbackURL }: SignUpVariables): Promise<SignUpResult> {
  return api<SignUpResult>(API_SIGN_UP_EMAIL, {
    body: { email: email.trim(), password, name: nameFromEmail(email), callbackURL },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
