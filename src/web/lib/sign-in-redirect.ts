import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeRedirect } from './redirect';

/**
 * The sign-in page with the page to come back to. The origin travels twice: in the query (it
 * survives a reload of /auth and a sign-up's e-mail link) and in the router state (as the header's
 * Sign In link sends it); the auth page reads either.
 */
export function signInPath(from: string): string {
  return `/auth?redirect=${encodeURIComponent(safeRedirect(from))}`;
}

/**
 * For actions that need an account (cart, wishlist, orders): sends a guest to /auth, remembering
 * the current page (or `from`) as the place to return to after signing in.
 */
export function useSendToSignIn(): (from?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (from?: string) => {
      const origin = safeRedirect(from ?? location.pathname + location.search);
      navigate(signInPath(origin), { state: { from: origin } });
    },
    [navigate, location.pathname, location.search],
  );
}
