import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts the server's per-field messages (400 `fields`) under the form's fields, so a rule the
 * browser did not check still shows where it belongs. True when at least one field was marked.
 */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let marked = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!fieldNames.includes(field)) continue;
    setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: !marked });
    marked = true;
  }
  return marked;
}
