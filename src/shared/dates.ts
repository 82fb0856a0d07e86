/**
 * The shop's one way to write dates and times for people, on the server (messages, exports, the
 * admin's words) and in the browser alike: Ghana's time and British English, whatever the time zone
 * of the machine or of a shopper abroad. "28 Nov 2026", "28 Nov 2026, 09:00", "09:00".
 *
 * Written by hand rather than with Intl: Ghana keeps GMT all year (no daylight saving), so Accra's
 * wall clock is the UTC one, and the first `Intl.DateTimeFormat` of a page loads the locale's and
 * the time zone's data, a long task on a phone while a page with dates hydrates (ADR 048). The
 * words are those of `Intl.DateTimeFormat('en-GB')` (dates.test.ts compares them).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

function asDate(value: Date | string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${String(value)}`);
  return date;
}
const atMidnightUtc = (day: string) => asDate(`${day}T00:00:00Z`);
const twoDigits = (n: number) => String(n).padStart(2, '0');
const dayMonth = (date: Date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
const dayMonthYear = (date: Date) => `${dayMonth(date)} ${date.getUTCFullYear()}`;
const hoursMinutes = (date: Date) => `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;

/** "28 Nov 2026": the day in Accra of a moment (a Date or ISO text). */
export const formatDate = (value: Date | string) => dayMonthYear(asDate(value));

/** "28 Nov 2026, 09:00": a moment in Accra's time. */
export function formatDateTime(value: Date | string): string {
  const date = asDate(value);
  return `${dayMonthYear(date)}, ${hoursMinutes(date)}`;
}

/** "09:00": the time in Accra of a moment. */
export const formatTime = (value: Date | string) => hoursMinutes(asDate(value));

/** "28 Nov 2026" for a calendar day written yyyy-mm-dd (a chosen date, not a moment). */
export const formatCalendarDay = (day: string) => dayMonthYear(atMidnightUtc(day));

/** "28 Nov" for a calendar day written yyyy-mm-dd (a chart's axis). */
export const formatDayMonth = (day: string) => dayMonth(atMidnightUtc(day));

/** "28 Nov 2026, 09:00" for a day and a wall-clock time someone chose (e.g. a pickup slot). */
export function formatDayAndTime(day: string, time: string): string {
  return time ? `${formatCalendarDay(day)}, ${time}` : formatCalendarDay(day);
}

/** The moment Accra's day containing `now` began: "today" for the day's figures. */
export function startOfAccraDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
