import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatDayAndTime,
  formatDayMonth,
  formatTime,
  startOfAccraDay,
} from './dates';

describe('the shop dates', () => {
  it('writes moments in Accra time, one locale', () => {
    const moment = '2026-11-27T23:44:00Z';
    expect(formatDate(moment)).toBe('27 Nov 2026');
    expect(formatDateTime(moment)).toBe('27 Nov 2026, 23:44');
    expect(formatDateTime(new Date(moment))).toBe('27 Nov 2026, 23:44');
    expect(formatTime(moment)).toBe('23:44');
    expect(formatCalendarDay('2026-11-28')).toBe('28 Nov 2026');
    expect(formatDayMonth('2026-05-12')).toBe('12 May');
    expect(formatDayAndTime('2026-11-28', '09:00')).toBe('28 Nov 2026, 09:00');
    expect(startOfAccraDay(new Date('2026-11-27T23:44:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });

  it("still shows Accra's date on a machine in New York", () => {
    // A separate Node process, as the time zone is read once when a process starts.
    const script = `
      import { formatDate, formatDateTime, formatCalendarDay, startOfAccraDay } from './src/shared/dates.ts';
      console.log(JSON.stringify([
        new Date('2026-11-28T01:30:00Z').toString(),
        formatDate('2026-11-28T01:30:00Z'),
        formatDateTime('2026-11-28T01:30:00Z'),
        formatCalendarDay('2026-11-28'),
        startOfAccraDay(new Date('2026-11-28T01:30:00Z')).toISOString(),
      ]));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, TZ: 'America/New_York' },
      encoding: 'utf8',
    });
    const [local, date, dateTime, day, start] = JSON.parse(output) as string[];
    // The machine's own clock reads the evening before...
    expect(local).toContain('Nov 27 2026 20:30');
    // ...the shop writes Accra's.
    expect(date).toBe('28 Nov 2026');
    expect(dateTime).toBe('28 Nov 2026, 01:30');
    expect(day).toBe('28 Nov 2026');
    expect(start).toBe('2026-11-28T00:00:00.000Z');
  });

  it("writes Intl's British English in Accra's time, every day and hour of a year", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Africa/Accra' });
    const date = intl({ dateStyle: 'medium' });
    const dateTime = intl({ dateStyle: 'medium', timeStyle: 'short' });
    const dayMonth = intl({ day: 'numeric', month: 'short' });
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const moment = new Date(Date.UTC(2028, 0, 1, hour, hour % 60));
      expect(formatDate(moment)).toBe(date.format(moment));
      expect(formatDateTime(moment)).toBe(dateTime.format(moment));
      expect(formatDayMonth(moment.toISOString().slice(0, 10))).toBe(dayMonth.format(moment));
    }
  });

  it('refuses a moment that is not one, as Intl did', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatCalendarDay('2026-13-45')).toThrow(RangeError);
  });
});
