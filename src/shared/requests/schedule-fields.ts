import { z } from 'zod';
import { todayInGhana } from './today';

/**
 * A yyyy-mm-dd date that exists: Date.parse reads 2026-02-31 as 3 March, which a date column then
 * refuses with a server error.
 */
export function calendarDate(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
    }, message);
}

/**
 * A pickup date: `message` when blank or not a date, `pastMessage` before today in Ghana. The
 * server checks it again with its own clock, so a page left open overnight cannot book yesterday.
 */
export function pickupDate(message: string, pastMessage: string) {
  return calendarDate(message).refine((value) => value >= todayInGhana(), pastMessage);
}

/** A time of day as a time input gives it (HH:MM, 24-hour). */
export function requiredTime(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);
}

/** A yes/no checkbox; absent is no. */
export function flag(message = 'Must be yes or no.') {
  return z.boolean({ error: message }).optional().default(false);
}
