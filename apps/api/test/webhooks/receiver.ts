import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  json: { id: string; type: string; created_at: string; data: Record<string, unknown> };
}

/**
 * A merchant's webhook receiver on 127.0.0.1 (an ephemeral port) that records every request. `mode`:
 * 'ok' answers 200, 'refuse' answers 503, 'hang' never answers (the sender times out or dies waiting).
 * `processed` holds each event once, deduplicated on Oja-Event-Id as docs/webhooks.md tells receivers.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const processed = new Map<string, Received>();
  const state = { mode: 'ok' as 'ok' | 'refuse' | 'hang' };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body, json: JSON.parse(body) as Received['json'] };
      received.push(entry);
      if (state.mode === 'hang') return;
      if (state.mode === 'refuse') return void response.writeHead(503).end('down for maintenance');
      const id = String(request.headers['oja-event-id']);
      if (!processed.has(id)) processed.set(id, entry);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    processed,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Waits until `check` holds, polling every 50 ms, for at most `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
