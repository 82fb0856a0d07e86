/**
 * The id of the <script type="application/json"> holding a server-rendered page's query answers
 * (ADR 043): written by the server, read by src/web/main.tsx before hydrating.
 */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The id of the <script type="application/json"> holding the API answers a server-rendered page was
 * drawn from, as [path, answer] pairs: the browser keeps them in the service worker's cache, so the
 * page opens offline as if the browser had read them itself (ADR 047).
 */
export const SSR_ANSWERS_ID = 'ssr-answers';
