import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the server's field errors (`errors: [{ path, message }]`) on the matching form fields.
 * The path's last segment names the field ('body.email' → 'email'). Returns true if any matched.
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean => {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const fieldError of error.errors) {
    const name = fieldError.path.split('.').at(-1) as Path<T> | undefined;
    if (name && fields.includes(name)) {
      setError(name, { type: 'server', message: fieldError.message });
      matched = true;
    }
  }
  return matched;
};
