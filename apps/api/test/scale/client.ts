import { type Answer, call } from '../security/slow/server-process.ts';

/**
 * The client of the scale test, with the retry policy a real client would have: a request that is safe
 * to send twice (a read, a PUT or DELETE, a write with an Idempotency-Key, or one the API documents as
 * idempotent) is sent again after a connection error, 502, 503 or 504, up to four more times with a
 * doubling pause; any other request is sent once. Every logical request is recorded with the phase its
 * answer came in (a request cut by a kill counts in the kill, even if it was sent just before), so
 * failures can be counted per phase.
 */

const RETRYABLE = new Set<Answer['status']>(['error', 'timeout', 502, 503, 504]);
const MAX_ATTEMPTS = 5;

export interface Sent {
  what: string;
  phase: string;
  answer: Answer;
  attempts: number;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Safe to send twice although it is a POST without a key (the API says so, e.g. dispatch per order). */
  idempotent?: boolean;
  /** Not counted as sent (setup, checks). */
  untracked?: boolean;
}

export class ScaleClient {
  readonly sent: Sent[] = [];
  phase = 'setup';

  constructor(readonly base: string) {}

  async request(what: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const safe =
      options.idempotent || ['GET', 'HEAD', 'PUT', 'DELETE'].includes(method) || 'idempotency-key' in headers;
    const url = path.startsWith('http') ? path : `${this.base}${path}`;
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    let answer!: Answer;
    let attempts = 0;
    while (attempts < MAX_ATTEMPTS) {
      attempts += 1;
      answer = await call(url, { method, headers, body, redirect: 'manual' });
      if (!safe || !RETRYABLE.has(answer.status)) break;
      const retryAfter = Number(answer.retryAfter ?? 0) * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(retryAfter, 200 * 2 ** (attempts - 1))));
    }
    if (!options.untracked) this.sent.push({ what, phase: this.phase, answer, attempts });
    return answer;
  }
}

export const succeeded = (answer: Answer) =>
  typeof answer.status === 'number' && answer.status >= 200 && answer.status < 400;

/** The `data` of a successful JSON answer; throws with the answer otherwise. */
export function dataOf<T = Record<string, unknown>>(answer: Answer, what: string): T {
  if (!succeeded(answer)) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return (JSON.parse(answer.body || 'null') as { data: T }).data;
}

/** Sent and failed requests per phase, with the failures' kinds (`POST checkout 503`…). */
export function tally(sent: Sent[], phase: string) {
  const inPhase = sent.filter((s) => s.phase === phase);
  const failed = inPhase.filter((s) => !succeeded(s.answer));
  return {
    sent: inPhase.length,
    failed: failed.length,
    retried: inPhase.filter((s) => s.attempts > 1).length,
    failures: failed.map((s) => `${s.what} ${s.answer.status} ${s.answer.body.slice(0, 120)}`),
  };
}
