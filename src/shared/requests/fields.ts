import { z } from 'zod';
import { calendarDate } from './schedule-fields';

/**
 * Building blocks of the service forms' schemas. Text is trimmed; optional fields left blank
 * become null (stored as null). Every field has an upper bound, so one request
 * cannot fill the database.
 */

export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;

/** A required text field: `message` when blank, or shorter than `min` characters. */
export function requiredText(message: string, options: { min?: number; max?: number } = {}) {
  const max = options.max ?? TEXT_MAX;
  return z
    .string({ error: message })
    .trim()
    .min(options.min ?? 1, message)
    .max(max, `At most ${max} characters.`);
}

/** An optional text field: blank is null. */
export function optionalText(max = TEXT_MAX) {
  return z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);
}

export function requiredEmail(message: string) {
  return z.string({ error: message }).trim().pipe(z.email(message).max(254, message));
}

export function optionalEmail(message = 'Please enter a valid email address') {
  return z
    .union([z.literal(''), z.email(message).max(254, message)], { error: message })
    .nullish()
    .transform((value) => value || null);
}

/** A phone number: at least `min` characters as typed (characters, not digits: "024 123 4567" counts; docs/product/services.md, "What every form does"). */
export function requiredPhone(message: string, min = 1) {
  return requiredText(message, { min, max: 30 });
}

/** One of the options (their values); `message` for blank or unknown. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** The values of a zod-free option list ({ value, label }[]), as `requiredChoice` wants them. */
export function optionValues<const T extends readonly { value: string }[]>(options: T) {
  return options.map((option) => option.value) as unknown as readonly [
    T[number]['value'],
    ...T[number]['value'][],
  ];
}

/** A yyyy-mm-dd date that exists on the calendar. */
export const requiredDate = calendarDate;

/**
 * An optional number typed into an input ('' or absent = null), at least `min`, with at most
 * `decimals` decimals (the input's step).
 */
export function optionalNumber(options: { min?: number; max?: number; decimals: number; message: string }) {
  const { min = 0, max = 1_000_000_000, decimals, message } = options;
  return z
    .union([z.literal(''), z.coerce.number({ error: message })], { error: message })
    .nullish()
    .transform((value) => (value === '' || value === undefined || value === null ? null : value))
    .refine((value) => value === null || (Number.isFinite(value) && value >= min && value <= max), message)
    .refine(
      (value) => value === null || Number.isInteger(Math.round(value * 10 ** decimals * 1e6) / 1e6),
      message,
    );
}

/**
 * A required number typed into an input: `message` when blank, not a number, outside min..max, or
 * with more than `decimals` decimals. A number passes as it is, so the output parses again.
 */
export function requiredNumber(options: { min?: number; max?: number; decimals: number; message: string }) {
  const { min = 0, max = 1_000_000_000, decimals, message } = options;
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({ error: message })
      .min(min, message)
      .max(max, message)
      .refine((value) => Number.isInteger(Math.round(value * 10 ** decimals * 1e6) / 1e6), message),
  );
}

/** An optional choice among the options' values: blank is null. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.literal(''), z.enum(values)], { error: message })
    .nullish()
    .transform((value) => value || null);
}

/** A web address a shopper pastes (http or https only: it may be shown as a link). */
export function webUrl(message: string) {
  return z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }).max(2000, message);
}

/** An optional web address: blank is null. */
export function optionalUrl(message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.union([z.literal(''), webUrl(message)], { error: message }))
    .nullish()
    .transform((value) => value || null);
}
