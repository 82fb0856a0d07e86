import { API_GET_SESSION } from '@shared/api-paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

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

export interface UseSessionResult {
  user: SessionUser | null;
  session: Session | null;
  /** True until the first answer (or failure) of the session request. */
  isLoading: boolean;
}

/**
 * Who is signed in. A failed session request (server unreachable) counts as signed out, so the shop
 * stays usable for browsing.
 */
export function useSession(): UseSessionResult {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    retry: false,
    staleTime: 60_000,
  });
  const data = query.data ?? null;
  return { user: data?.user ?? null, session: data?.session ?? null, isLoading: query.isPending };
}
