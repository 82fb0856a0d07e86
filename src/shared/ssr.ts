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

/** The key of an object in the state that stands for one found in the answers, at its path. */
const ANSWER_AT = '$answerAt';

type Path = (string | number)[];

/**
 * The query answers as JSON in which every object or list read whole from an API answer is written
 * as its path in the answers instead: the page carries the answers once, not twice.
 */
export function stateReferringToAnswers(state: unknown, answers: readonly unknown[]): string {
  const paths = new Map<object, Path>();
  const visit = (value: unknown, path: Path) => {
    if (value === null || typeof value !== 'object' || paths.has(value)) return;
    paths.set(value, path);
    for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
  };
  visit(answers, []);
  return JSON.stringify(state, (_key, value: unknown) => {
    const path = value !== null && typeof value === 'object' ? paths.get(value) : undefined;
    return path ? { [ANSWER_AT]: path } : value;
  });
}

/** The query answers written by `stateReferringToAnswers`, whole again. */
export function stateFromAnswers(stateText: string, answers: readonly unknown[]): unknown {
  return JSON.parse(stateText, (_key, value: unknown) => {
    const path = (value as { [ANSWER_AT]?: Path } | null)?.[ANSWER_AT];
    return path
      ? path.reduce<unknown>((found, key) => (found as Record<string | number, unknown>)[key], answers)
      : value;
  });
}
