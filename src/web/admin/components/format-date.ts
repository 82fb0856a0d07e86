const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Accra',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "12 May 2026, 14:05" in Ghana's time. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "12 May" for a yyyy-mm-dd day (a chart's axis). */
export function formatDay(day: string): string {
  return dateOnly.format(new Date(`${day}T00:00:00Z`));
}
