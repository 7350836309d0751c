import { vi } from 'vitest';
import { emptyDashboardHandlers } from './empty-dashboard';

/**
 * Stubs the global `fetch` — the only thing tests mock. Handlers are keyed 'METHOD /path' (query
 * string excluded) and answer [status, body]; a request without a handler fails the test loudly.
 */
export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  init: RequestInit;
}
export type MockHandler = (request: MockRequest) => [number, unknown] | Promise<[number, unknown]>;

export const envelope = (data: unknown, message = '', code = 200) => ({
  code,
  status: code < 400 ? 'Success' : 'Failed',
  message,
  data,
});

export const failure = (code: number, message: string) => ({ code, status: 'Failed', message, data: null });

export const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Calls the dashboard layout makes on every signed-in page, answered when a test gives no handler of
 * its own: the unread messages behind the sidebar badge and the notifications behind the bell (none).
 */
const ambientHandlers: Array<[RegExp, MockHandler]> = [
  [/^GET \/v1\/messaging\/unreadMessages\/[^/]+$/, () => [200, envelope([])]],
  [/^GET \/v1\/notifications\/unread-count$/, () => [200, envelope({ unreadCount: 0 })]],
  // Who is signed in: the account holder, who may do everything.
  [
    /^GET \/v1\/users\/session$/,
    () => [
      200,
      envelope({
        actor: { kind: 'owner', id: 'owner', name: 'Owner' },
        role: 'owner',
        businessName: null,
        permissions: [],
      }),
    ],
  ],
  // The saved views menu of every list screen: none saved.
  [/^GET \/v1\/saved-views$/, () => [200, envelope([])]],
  // The logistics section of /account: no pickup addresses, no logistics companies.
  [/^GET \/v1\/logistic(\/pickup-address)?$/, () => [200, envelope([])]],
  // The refunds card of an order's detail: nothing refunded, nothing to refund, no returns.
  [
    /^GET \/v1\/order\/[^/]+\/refunds$/,
    () => [
      200,
      envelope({ currency: 'NGN', paid: 0, refunded: 0, refundable: 0, timeline: [], returns: [] }),
    ],
  ],
  // The refunds card of an invoice's page: nothing refunded yet.
  [
    /^GET \/v1\/invoice\/[^/]+\/refunds$/,
    () => [200, envelope({ currency: 'NGN', paid: 0, refunded: 0, refundable: 0, refunds: [] })],
  ],
  // A buyer's store credit (invoice page, offline sale form): none.
  [/^GET \/v1\/store-credit$/, () => [200, envelope({ credits: [] })]],
  // The repeat card of an invoice's page: the invoice does not repeat.
  [/^GET \/v1\/invoice\/[^/]+\/schedule$/, () => [200, envelope(null)]],
  // The reports, tasks and bookings of /dashboard (docs/product/dashboard.md): an empty merchant.
  ...emptyDashboardHandlers,
];
const ambientHandler = (key: string) => ambientHandlers.find(([pattern]) => pattern.test(key))?.[1];

export const mockFetch = (handlers: Record<string, MockHandler>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const handler = handlers[`${method} ${url.pathname}`] ?? ambientHandler(`${method} ${url.pathname}`);
    if (!handler) throw new Error(`Unexpected request in test: ${method} ${url.pathname}`);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const [status, payload] = await handler({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      init,
    });
    return jsonResponse(status, payload);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The bodies sent to one endpoint, in order. */
export const sentBodies = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        `${(init?.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost').pathname}` ===
        key,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
