/**
 * The constraint a PostgreSQL unique violation (23505) broke, '' when the driver did not name it, or
 * undefined when `error` is not a unique violation. Drizzle wraps the driver error in `cause`.
 */
export function violatedUnique(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? '';
  }
  return undefined;
}

/** True when `error` is a unique violation (of `constraint`, when one is named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const broken = violatedUnique(error);
  return broken !== undefined && (!constraint || broken === constraint);
}
