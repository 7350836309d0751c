import type { z } from 'zod';

export interface GuardOptions {
  /** How long a call may take before the caller gives up on it. */
  timeoutMs: number;
  /** Errors the provider raises on purpose (a refusal the service maps itself) pass through unchanged. */
  isKnown: (error: unknown) => boolean;
  /** Builds the error for a provider that timed out, failed unexpectedly or answered malformed data. */
  unavailable: (reason: string) => Error;
}

/**
 * Calls a provider the way every outside service must be called: bounded in time, and with its answer
 * checked against a schema before anything trusts it. A provider that hangs, throws something
 * unexpected or answers garbage becomes one `unavailable` error, so the operation stays retryable.
 */
export async function guardedCall<S extends z.ZodType>(
  options: GuardOptions,
  schema: S,
  call: () => Promise<unknown>,
): Promise<z.output<S>> {
  const timedOut = Symbol('timed out');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut), options.timeoutMs);
  });
  let answer: unknown;
  try {
    answer = await Promise.race([call(), timeout]);
  } catch (error) {
    if (error === timedOut) throw options.unavailable(`did not answer within ${options.timeoutMs} ms`);
    if (options.isKnown(error)) throw error;
    throw options.unavailable('failed unexpectedly');
  } finally {
    clearTimeout(timer);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw options.unavailable('answered with malformed data');
  return parsed.data;
}
