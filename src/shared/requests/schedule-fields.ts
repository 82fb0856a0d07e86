import { z } from 'zod';
import { todayInGhana } from '../today';
import { requiredDate } from './fields';

/**
 * A pickup date: `message` when blank or not a date, `pastMessage` before today in Ghana. The
 * server checks it again with its own clock, so a page left open overnight cannot book yesterday.
 */
export function pickupDate(message: string, pastMessage: string) {
  return requiredDate(message).refine((value) => value >= todayInGhana(), pastMessage);
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
