// Preact hydrates a server-rendered page in one task, where React yields every few milliseconds: on
// a phone that task held the main thread for the whole page (Lighthouse's Total Blocking Time, ADR
// 076). A part of the page can wait for a turn of its own: Preact keeps its server HTML as it is
// while it waits, and hydrates it in a later task. Each turn is a task of its own, in the order the
// parts asked for one.

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The turns asked for while the page hydrates, by the part's name; `done` once its task has come. */
const turns = new Map<string, { done: boolean; taken: Promise<void> }>();
/** The last turn given: the next one comes a task after it. */
let last: Promise<void> = Promise.resolve();

/**
 * The turn of the part named `part` while the page hydrates: a promise of the task in which it
 * hydrates, or nothing once that task has come.
 */
export function hydrationTurn(part: string): Promise<void> | undefined {
  let turn = turns.get(part);
  if (!turn) {
    const entry = { done: false, taken: Promise.resolve() };
    last = last.then(nextTask).then(() => {
      entry.done = true;
    });
    entry.taken = last;
    turns.set(part, entry);
    turn = entry;
  }
  return turn.done ? undefined : turn.taken;
}

/** Resolves in a task after every turn asked for (those asked for while waiting included). */
export async function allTurnsTaken(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = last;
    await seen;
    await nextTask();
  } while (seen !== last);
}
