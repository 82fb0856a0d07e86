/**
 * The shop's one way to write dates and times for people, on the server (messages, exports, the
 * admin's words) and in the browser alike: Ghana's time (Africa/Accra) and British English,
 * whatever the time zone of the machine or of a shopper abroad. "28 Nov 2026", "28 Nov 2026, 09:00",
 * "09:00".
 */
export const SHOP_TIME_ZONE = 'Africa/Accra';
const LOCALE = 'en-GB';

type Style = 'date' | 'dateTime' | 'time' | 'calendarDay' | 'dayMonth' | 'numericDay';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE },
  dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE },
  time: { timeStyle: 'short', timeZone: SHOP_TIME_ZONE },
  // A day with no time of its own (yyyy-mm-dd) is read at midnight UTC and written in UTC, so
  // that no time zone can move it to the day before.
  calendarDay: { dateStyle: 'medium', timeZone: 'UTC' },
  dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  numericDay: { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SHOP_TIME_ZONE },
};

// Made on first use, not on import: a page's first Intl formatter loads the locale's data, a long
// task on a phone while the first chunk evaluates (ADR 048).
const made = new Map<Style, Intl.DateTimeFormat>();
function formatter(style: Style): Intl.DateTimeFormat {
  let cached = made.get(style);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE, OPTIONS[style]);
    made.set(style, cached);
  }
  return cached;
}
const format = (style: Style, value: Date) => formatter(style).format(value);

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const atMidnightUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "28 Nov 2026": the day in Accra of a moment (a Date or ISO text). */
export const formatDate = (value: Date | string) => format('date', asDate(value));

/** "28 Nov 2026, 09:00": a moment in Accra's time. */
export const formatDateTime = (value: Date | string) => format('dateTime', asDate(value));

/** "09:00": the time in Accra of a moment. */
export const formatTime = (value: Date | string) => format('time', asDate(value));

/** "28 Nov 2026" for a calendar day written yyyy-mm-dd (a chosen date, not a moment). */
export const formatCalendarDay = (day: string) => format('calendarDay', atMidnightUtc(day));

/** "28 Nov" for a calendar day written yyyy-mm-dd (a chart's axis). */
export const formatDayMonth = (day: string) => format('dayMonth', atMidnightUtc(day));

/** "28 Nov 2026, 09:00" for a day and a wall-clock time someone chose (e.g. a pickup slot). */
export function formatDayAndTime(day: string, time: string): string {
  return time ? `${formatCalendarDay(day)}, ${time}` : formatCalendarDay(day);
}

/** The moment Accra's day containing `now` began: "today" for the day's figures. */
export function startOfAccraDay(now: Date): Date {
  const part = (type: string) =>
    formatter('numericDay')
      .formatToParts(now)
      .find((p) => p.type === type)!.value;
  // Accra keeps UTC all year (no daylight saving): its midnight is midnight UTC.
  return new Date(`${part('year')}-${part('month')}-${part('day')}T00:00:00Z`);
}
