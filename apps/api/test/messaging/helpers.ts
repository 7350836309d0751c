import { createRequire } from 'node:module';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';

/** The part of the `ws` client these tests use (the package ships no types of its own). */
export interface WsClient {
  readonly readyState: number;
  readonly protocol: string;
  on(event: 'open', listener: () => void): this;
  on(event: 'message', listener: (data: Buffer) => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  on(event: 'unexpected-response', listener: (req: unknown, res: { statusCode: number }) => void): this;
  close(): void;
  terminate(): void;
}
type WsConstructor = new (
  url: string,
  protocols?: string[],
  options?: { headers?: Record<string, string> },
) => WsClient;

const WebSocket = createRequire(import.meta.url)('ws') as WsConstructor;

export interface OpenSocket {
  ws: WsClient;
  /** Every event received so far, parsed. */
  events: Array<{ type: string; data: Record<string, unknown>; partial?: true }>;
  /** Resolves with the first event (already received or coming) that matches. */
  next(
    match: (e: OpenSocket['events'][number]) => boolean,
    timeoutMs?: number,
  ): Promise<OpenSocket['events'][number]>;
  close(): Promise<void>;
}

/** Opens a websocket; resolves once open, rejects with the HTTP status when the upgrade is refused. */
export function openSocket(
  url: string,
  options: { protocols?: string[]; headers?: Record<string, string> } = {},
) {
  return new Promise<OpenSocket>((resolve, reject) => {
    const ws = new WebSocket(url, options.protocols, { headers: options.headers });
    const events: OpenSocket['events'] = [];
    const waiters = new Set<() => void>();
    ws.on('message', (data) => {
      events.push(JSON.parse(data.toString()));
      for (const wake of waiters) wake();
    });
    ws.on('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error('refused'), { status: res.statusCode })),
    );
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        events,
        next: (match, timeoutMs = 5000) =>
          new Promise((done, fail) => {
            const check = () => {
              const found = events.find(match);
              if (!found) return false;
              waiters.delete(check);
              clearTimeout(timer);
              done(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(
                new Error(
                  `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`,
                ),
              );
            }, timeoutMs);
            if (!check()) waiters.add(check);
          }),
        close: () =>
          new Promise<void>((done) => {
            if (ws.readyState === 3) return done();
            ws.on('close', () => done());
            ws.close();
          }),
      }),
    );
  });
}

/** Waits a little to show that nothing else arrives. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/** The secret link token emailed to a buyer, read from the dev outbox. */
export async function guestTokenFromOutbox(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  const [latest] = res.json().data as Array<{ body: string }>;
  const match = latest?.body.match(/\/chat\/([\w-]+)/);
  if (!match) throw new Error(`no conversation link was emailed to ${email}`);
  return match[1]!;
}

/** Starts a conversation between a merchant and a buyer; returns it and the buyer's link token. */
export async function startBuyerConversation(
  t: TestApp,
  merchant: TestMerchant,
  email: string,
  extra: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/messaging/conversations',
    headers: merchant.headers,
    payload: { counterpart: 'buyer', email, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`could not start a conversation: ${res.body}`);
  return { conversation: res.json().data as { id: string }, token: await guestTokenFromOutbox(t, email) };
}

export async function send(t: TestApp, merchant: TestMerchant, conversationId: string, text: string) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/messaging/message/${conversationId}/send`,
    headers: merchant.headers,
    payload: { text },
  });
}

export async function sendAsBuyer(t: TestApp, token: string, text: string) {
  return t.app.inject({ method: 'POST', url: `/v1/messaging/guest/${token}/messages`, payload: { text } });
}

/** A fresh app with two merchants signed in, Ada Stores and Bola Foods (the buyer's emails name them). */
export async function withAdaAndBola() {
  const t = await createTestApp();
  const [ada, bola] = await Promise.all([
    createMerchant(t, { businessName: 'Ada Stores' }),
    createMerchant(t, { businessName: 'Bola Foods' }),
  ]);
  return { t, ada, bola };
}

/** POST /v1/messaging/conversations as `merchant`. */
export const startConversation = (t: TestApp, merchant: TestMerchant, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/messaging/conversations', headers: merchant.headers, payload });
