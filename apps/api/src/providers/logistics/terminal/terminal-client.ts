import type { z } from 'zod';
import { LogisticsProviderError, LogisticsUnavailableError } from '../logistics-provider.ts';
import { terminalEnvelope, terminalRefusal } from './terminal-wire.ts';

export interface TerminalClientOptions {
  /** e.g. https://api.terminal.africa/v1, https://sandbox.terminal.africa/v1 or the built-in simulation. */
  baseUrl: string;
  /** `sk_live_…` / `sk_test_…`, sent as `Authorization: Bearer …` (https://docs.terminal.africa/tship/authentication). */
  secretKey: string;
  timeoutMs: number;
}

type Query = Record<string, string | undefined>;

/**
 * One HTTP call to Terminal, answered as the errors page describes
 * (https://docs.terminal.africa/tship/errors): a 2xx carries `{ status: true, message, data }`; a 400
 * carries the reason in `message` — a refusal (LogisticsProviderError). A network error, a timeout, a 5xx,
 * a refused key (401) or a body that is not the documented shape mean the carrier could not be asked
 * (LogisticsUnavailableError): nothing it answered is used.
 */
export async function terminalCall<S extends z.ZodType>(
  options: TerminalClientOptions,
  request: { method: 'GET' | 'POST'; path: string; query?: Query; body?: unknown },
  data: S,
): Promise<z.output<S>> {
  const url = new URL(options.baseUrl.replace(/\/+$/, '') + request.path);
  for (const [key, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, value);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw unavailable(timedOut ? `did not answer within ${options.timeoutMs} ms` : 'could not be reached');
  }
  const body = parseJson(text);
  if (response.status >= 400 && response.status < 500 && response.status !== 401) {
    const refusal = terminalRefusal.safeParse(body);
    if (refusal.success) throw new LogisticsProviderError(refusal.data.message);
  }
  if (!response.ok) throw unavailable(`answered ${response.status}`);
  const parsed = terminalEnvelope(data).safeParse(body);
  if (!parsed.success) throw unavailable('answered with malformed data');
  return (parsed.data as { data: z.output<S> }).data;
}

const unavailable = (reason: string) => new LogisticsUnavailableError(`The logistics provider ${reason}`);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
