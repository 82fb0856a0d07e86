import { useState } from 'react';
import { ApiError } from './api';

/**
 * A list of values edited in place and saved together with one Save (delivery fees, commission
 * rates): what is typed over each saved value, by key; the values changed, to send only those; and
 * the message the server gave each field it refused.
 */
export function useChangedValues<Key extends string>(saved: Record<Key, string>) {
  const [typed, setTyped] = useState<Partial<Record<Key, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const changed = Object.fromEntries(
    (Object.entries(typed) as [Key, string][]).filter(([key, value]) => value.trim() !== saved[key]),
  ) as Partial<Record<Key, string>>;
  return {
    valueOf: (key: Key) => typed[key] ?? saved[key],
    type: (key: Key, value: string) => setTyped((current) => ({ ...current, [key]: value })),
    changed,
    count: Object.keys(changed).length,
    errors,
    /** Saved: the server's values are shown again, and no error. */
    saved: () => {
      setTyped({});
      setErrors({});
    },
    /** Refused: each field's message, named by the server as `prefix.key`. */
    refused: (error: unknown, prefix: string) => {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([name, message]) => [name.replace(`${prefix}.`, ''), message]),
        ) as Partial<Record<Key, string>>,
      );
    },
  };
}
