/**
 * Where to send a person after signing in. Only same-site relative paths are accepted: they must
 * start with a single '/', so '//evil.com', '/\evil.com', 'https://evil.com' and 'javascript:' are
 * refused and the fallback is used instead.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (tabs and newlines are stripped by URL parsers) could smuggle a '//'.
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  // The auth pages themselves would only send the person back to where they are.
  if (/^\/(auth|reset-password)(?:[/?#]|$)/.test(value)) return fallback;
  return value;
}

/** The page a visitor came from: router state `{ from }` first, then the `?redirect=` parameter. */
export function redirectTarget(state: unknown, search: string, fallback = '/'): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state
      ? (state as { from: unknown }).from
      : undefined;
  if (typeof from === 'string' && safeRedirect(from, '') !== '') return safeRedirect(from, fallback);
  return safeRedirect(new URLSearchParams(search).get('redirect'), fallback);
}

/**
 * The router state for a link to /auth: remembers the current page as the origin (on the auth pages
 * themselves, the origin they already remember).
 */
export function authLinkState(location: { pathname: string; search: string; state?: unknown }): {
  from: string;
} {
  if (/^\/(auth|reset-password)\/?$/.test(location.pathname)) {
    return { from: redirectTarget(location.state, location.search) };
  }
  return { from: location.pathname + location.search };
}
