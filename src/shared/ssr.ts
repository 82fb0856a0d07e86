/**
 * The id of the <script type="application/json"> holding a server-rendered page's query answers
 * (ADR 043): written by the server, read by src/web/main.tsx before hydrating.
 */
export const SSR_STATE_ID = 'ssr-state';
