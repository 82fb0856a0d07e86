/**
 * Today's date (yyyy-mm-dd) in Ghana (GMT all year, no daylight saving): the earliest pickup date.
 * No zod here: date pickers set their minimum at first render.
 */
export function todayInGhana(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
