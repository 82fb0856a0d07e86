import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * "Back" as the browser's Back button, when this tab came from another page of the shop; otherwise
 * (a link opened in a new tab, a shared link) to `fallback`, rather than off the site or nowhere.
 * React Router keeps the entry's position in the history in `history.state.idx`.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const position = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof position === 'number' && position > 0) void navigate(-1);
    else void navigate(fallback);
  }, [navigate, fallback]);
}
