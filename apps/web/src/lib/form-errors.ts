import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the server's validation errors (`errors: [{ path: 'body.address.city', message }]`) on the form
 * fields of the same path without its `body.` ('address.city'). With `fields`, only errors on those
 * fields (or under them) are taken; without, every error on the request body is. Returns the paths set.
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
): string[] => {
  if (!(error instanceof ApiError)) return [];
  const set: string[] = [];
  for (const fieldError of error.errors) {
    const path = fieldError.path.replace(/^body\./, '');
    const known = fields
      ? fields.some((field) => path === field || path.startsWith(`${field}.`))
      : path !== '' && path !== fieldError.path;
    if (!known) continue;
    setError(path as Path<T>, { type: 'server', message: fieldError.message });
    set.push(path);
  }
  return set;
};
