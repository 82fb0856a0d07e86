import { API_GET_SESSION } from '@shared/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useHydrated } from '@web/lib/use-hydrated';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null;
  username?: string | null;
}

export interface Session {
  id: string;
  userId: string;
  expiresAt: string;
}

export interface SessionData {
  user: SessionUser;
  session: Session;
}

export const sessionQueryKey = ['auth', 'session'] as const;

/** The current session, or null when signed out. */
export function getSession(signal?: AbortSignal): Promise<SessionData | null> {
  return api<SessionData | null>(API_GET_SESSION, { signal });
}

/**
 * The session's query. A server-rendered page asks for it before it hydrates (main.tsx): its
 * actions wait for who is signed in, and the answer then travels while React hydrates.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
  retry: false,
  staleTime: 60_000,
});

export interface UseSessionResult {
  user: SessionUser | null;
  session: Session | null;
  /** True until the first answer (or failure) of the session request. */
  isLoading: boolean;
  /** The session request failed (offline, server unreachable): `user` is null for want of an answer. */
  isUnknown: boolean;
}

/**
 * Who is signed in. A failed session request (server unreachable) counts as signed out, so the shop
 * stays usable for browsing.
 */
export function useSession(): UseSessionResult {
  const query = useQuery(sessionQuery);
  // While a server-rendered page hydrates, as the server rendered it: nobody known yet (ADR 043). A
  // page whose chunk arrives after the session would otherwise hydrate its buttons enabled over the
  // server's disabled ones, and React does not correct an attribute while hydrating.
  const hydrated = useHydrated();
  const data = hydrated ? (query.data ?? null) : null;
  return {
    user: data?.user ?? null,
    session: data?.session ?? null,
    isLoading: !hydrated || query.isPending,
    isUnknown: hydrated && query.isError && query.data === undefined,
  };
}
