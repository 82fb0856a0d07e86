/**
 * Today's date (yyyy-mm-dd) in Ghana (GMT, no daylight saving): the earliest pickup or delivery
 * date. No zod here: a page sets its date picker's minimum at first render.
 */
export function todayInGhana(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
