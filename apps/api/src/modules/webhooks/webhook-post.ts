import http from 'node:http';
import https from 'node:https';
import { guardedLookup, type UrlPolicy } from './webhook-url.ts';

/** How much of a receiver's answer is kept in the delivery log. */
export const RESPONSE_BODY_LIMIT = 2_000;

export interface PostResult {
  status: number | null;
  body: string | null;
  durationMs: number;
  error: string | null;
}

/**
 * POSTs one signed event: the connection goes only to an address the policy allows (checked as the host
 * is resolved), the whole exchange has `timeoutMs`, and at most RESPONSE_BODY_LIMIT characters of the
 * answer are kept (the rest is read and dropped). Never throws: a failure is its `error`.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs, policy }: { timeoutMs: number; policy: UrlPolicy },
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(policy),
        timeout: timeoutMs,
        agent: false,
      },
      (response) => {
        let kept = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (kept.length < RESPONSE_BODY_LIMIT) kept += chunk.slice(0, RESPONSE_BODY_LIMIT - kept.length);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? null, body: kept, durationMs: elapsed(), error: null }),
        );
        response.on('error', (error) =>
          resolve({
            status: response.statusCode ?? null,
            body: kept,
            durationMs: elapsed(),
            error: error.message,
          }),
        );
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) =>
      resolve({ status: null, body: null, durationMs: elapsed(), error: error.message }),
    );
    request.end(body);
  });
}
