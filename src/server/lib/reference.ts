import crypto from 'node:crypto';

/**
 * Characters that cannot be misread on a phone screen or over the phone: no 0/O, no 1/I/L.
 * 31 characters, 6 of them: about 887 million references per prefix.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;

/**
 * A human-readable reference such as `ORD-7K3Q9M`, crypto-random so that one reference says
 * nothing about another. Tables that must not repeat one keep it unique and retry on a conflict.
 */
export function createReference(prefix: string): string {
  return `${prefix}-${randomCode(REFERENCE_LENGTH)}`;
}

/** `length` crypto-random characters of the alphabet. */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) {
    // randomInt is uniform (no modulo bias).
    code += REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)];
  }
  return code;
}
