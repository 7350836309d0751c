import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';

/**
 * Puts the server's validation errors (`errors: [{ path: 'body.authId.value', message }]`) on the
 * form's fields of the same dotted path. Returns true if any field was known to the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const fieldError of error.errors) {
    const path = fieldError.path.replace(/^body\./, '');
    if (!knownFields.some((field) => path === field || path.startsWith(`${field}.`))) continue;
    setError(path as Path<T>, { type: 'server', message: fieldError.message });
    matched = true;
  }
  return matched;
}
