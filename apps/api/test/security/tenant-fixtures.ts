import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { createProduct, png, productBody, upload } from '../catalogue/helpers.ts';
import { createInvoice, invoiceBody } from '../invoices/invoice-helpers.ts';
import { startBuyerConversation } from '../messaging/helpers.ts';
import { addPickupAddress, pickupBody, placeOrder } from '../orders/helpers.ts';
import { PIN, as as wallet, dataOf, saveBank, setPin, topUp } from '../wallet/wallet-helpers.ts';
import { insertBooking } from '../dashboard/helpers.ts';
import { GOOD_ACCOUNT, GTBANK } from '../wallet/wallet-helpers.ts';
import { notify } from '../../src/modules/notifications/notification-service.ts';

export const serviceBody = () => ({
  name: 'Bridal makeup',
  description: 'Full bridal glam',
  price: 45000,
  categories: [{ name: 'beauty & wellness' }, { name: 'Makeup Artistry' }],
  tags: ['bridal'],
  availableSchedule: [{ day: 'saturday', start: '10:00', end: '18:00', location: { type: 'online' } }],
});

/** One object of every kind a merchant owns, created through the API where it can be; the ids by kind. */
export async function seedTenant(t: TestApp, a: TestMerchant, recipient: TestMerchant) {
  const api = (method: 'POST' | 'GET', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: a.headers, ...(payload ? { payload } : {}) });
  const must = async (res: Awaited<ReturnType<typeof api>>, what: string) => {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const product = await createProduct(t, a, { units: 50 });
  const service = await must(await api('POST', '/v1/services/create', serviceBody()), 'service');
  const order = await placeOrder(t, a, [{ productId: product.id, quantity: 1 }]);
  const invoice = await createInvoice(t, a);
  const { conversation } = await startBuyerConversation(t, a, `buyer-${a.id.slice(0, 8)}@example.com`);
  const task = await must(await api('POST', '/v1/dashboard/task', { title: 'Call the courier' }), 'task');
  const entry = await must(
    await api('POST', '/v1/calendar/create', { title: 'Supplier meeting', start: '2026-12-02T11:00:00+01:00', end: '2026-12-02T12:00:00+01:00' }),
    'calendar',
  );
  const pickup = await addPickupAddress(t, a);
  const notification = await notify(t.db, a.id, { type: 'order.placed', title: 'New order', body: 'Order placed' });
  const request = await must(await api('POST', '/v1/merchant/request', { recipient: recipient.email, message: 'Partner?' }), 'merchant request');
  const ticket = await must(await api('POST', '/v1/helpdesk/tickets', { subject: 'Payout late', message: 'Where is it?' }), 'ticket');
  await setPin(t, a);
  await saveBank(t, a);
  const topup = await topUp(t, a, 50_000);
  const payout = await must(await wallet(t, a).move('/v1/wallet/debit', { amount: 1_000, pin: PIN, narration: 'Rent' }), 'debit');
  // The order's own hold comes from the checkout; this one is for an order sold outside it.
  const hold = await wallet(t, a).move('/v1/wallet/escrow', { action: 'hold', orderId: `EXT-${order.id}`, amount: 5_000, customerEmail: 'buyer@example.com' });
  await must(hold, 'escrow hold');
  const customer = await must(await api('POST', '/v1/users/customer', { name: 'Ada Obi', email: 'ada.obi@example.com', phone: '+2348030000002' }), 'customer');
  const quote = await must(await api('POST', '/v1/wallet/exchange-quote', { from: 'NGN', to: 'USD', amount: 1_000 }), 'quote');
  const bank = await must(await api('POST', '/v1/wallet/getAccount', { accountNumber: GOOD_ACCOUNT, accountBank: GTBANK }), 'bank');
  const { booking } = await insertBooking(t, a.id, { email: 'guest@example.com', bookedDate: '2026-12-10', startHour: '10:00', endHour: '11:00', location: null });
  const transactions = dataOf(await wallet(t, a).get('/v1/wallet/transactions'));
  const transactionId = (transactions.results ?? transactions)[0].id as string;
  const media = await must(await upload(t, a, 'photo.png', await png(8, 8)), 'upload');
  const [mediaPreset, mediaId] = (media.public_id as string).split('/') as [string, string];
  return {
    product: product.id,
    sku: product.sku,
    service: service.id as string,
    order: order.id,
    invoice: invoice.id,
    conversation: conversation.id,
    task: task.id as string,
    calendar: entry.id as string,
    pickup: pickup.id,
    notification: notification.id,
    request: request.id as string,
    ticket: ticket.id as string,
    topup,
    payout: (payout.payout?.reference ?? payout.reference) as string,
    transaction: transactionId,
    email: a.email,
    user: a.id,
    customer: (customer.id ?? customer.customer?.id) as string,
    quote: (quote.id ?? quote.quoteId) as string,
    verification: bank.verificationId as string,
    booking: booking.id,
    mediaPreset,
    mediaId,
    mediaFile: 'original.png',
  };
}

export type TenantIds = Awaited<ReturnType<typeof seedTenant>>;

/** Which of A's ids a path param means, by the route's prefix; null when the route is not mapped. */
export function idFor(path: string, param: string, ids: TenantIds): string | null {
  const rules: [RegExp, keyof TenantIds][] = [
    [/^\/v1\/products?\/sku\//, 'sku'],
    [/^\/v1\/products?\//, 'product'],
    [/^\/v1\/services\//, 'service'],
    [/^\/v1\/invoice\//, 'invoice'],
    [/^\/v1\/order\//, 'order'],
    [/^\/v1\/wallet\/escrow\//, 'order'],
    [/^\/v1\/wallet\/topup\//, 'topup'],
    [/^\/v1\/wallet\/debit\//, 'payout'],
    [/^\/v1\/wallet\/transactions\//, 'transaction'],
    [/^\/v1\/messaging\/(conversations|unreadMessages)\//, 'user'],
    [/^\/v1\/messaging\//, 'conversation'],
    [/^\/v1\/helpdesk\/get-messages-email\//, 'email'],
    [/^\/v1\/helpdesk\/tickets\//, 'ticket'],
    [/^\/v1\/merchant\/request\//, 'request'],
    [/^\/v1\/notifications\//, 'notification'],
    [/^\/v1\/logistic\/pickup-address\//, 'pickup'],
    [/^\/v1\/dashboard\/task\//, 'task'],
    [/^\/v1\/calendar\/delete\//, 'calendar'],
  ];
  // A media URL names its upload by three params: /media/{preset}/{id}/{file}.
  const media: Record<string, keyof TenantIds> = { preset: 'mediaPreset', id: 'mediaId', file: 'mediaFile' };
  if (path.startsWith('/media/')) return media[param] ? ids[media[param]] : null;
  const rule = rules.find(([re]) => re.test(path));
  return rule && param ? ids[rule[1]] : null;
}

/** A valid body for each write route with an id, so the call reaches the ownership check. */
export function bodyFor(method: string, path: string): unknown {
  const bodies: Record<string, unknown> = {
    'PUT /v1/product/{id}': productBody(),
    'PUT /v1/services/update/{id}': serviceBody(),
    'PUT /v1/invoice/{id}': invoiceBody(),
    'PATCH /v1/invoice/{id}/status': { status: 'ISSUED' },
    'PATCH /v1/invoice/{id}/status/': { status: 'ISSUED' },
    'POST /v1/messaging/message/{id}/send': { text: 'hello' },
    'POST /v1/helpdesk/tickets/{id}/reply': { message: 'hello' },
    'PUT /v1/logistic/pickup-address/{addressId}': pickupBody(),
    'PATCH /v1/order/{id}/status': { status: 'PAID' },
    'PUT /v1/dashboard/task/{id}': { title: 'Renamed', completed: true },
  };
  return bodies[`${method} ${path}`];
}

/**
 * Routes that take an id in the query or body (found in the OpenAPI document), each with merchant B's
 * request naming one of A's objects. Ids of outside providers (place ids, KYC ids) are not tenant ids.
 */
export const EXTERNAL_ID_FIELDS = /^(GET \/api\/geo-code q:placeId|POST \/v1\/dashboard\/upgrade-stage-\w+ b:(placeId|authId|regulatoryId)|POST \/v1\/checkout .*)$/;

export function foreignReferenceCases(ids: TenantIds) {
  const line = (productId: string) => invoiceBody({ products: [{ productId, name: 'Dress', quantity: 1, price: 100 }] });
  return [
    { route: 'DELETE /v1/products b:productId', url: '/v1/products', body: (id = ids.product) => ({ productId: [id] }) },
    { route: 'PATCH /v1/products/publish b:productId', url: '/v1/products/publish', body: (id = ids.product) => ({ productId: [id], status: 'INACTIVE' }) },
    { route: 'POST /v1/wallet/update-bank-details b:verificationId', url: '/v1/wallet/update-bank-details', body: (id = ids.verification) => ({ verificationId: id, pin: PIN }) },
    { route: 'POST /v1/wallet/exchange-currency b:quoteId', url: '/v1/wallet/exchange-currency', body: (id = ids.quote) => ({ quoteId: id }) },
    { route: 'POST /v1/invoice b:products[].productId', url: '/v1/invoice', body: (id = ids.product) => line(id) },
    { route: 'POST /v1/invoice b:customerId', url: '/v1/invoice', body: (id = ids.customer) => invoiceBody({ customerId: id }) },
    { route: 'PUT /v1/invoice/{id} b:products[].productId', url: '/v1/invoice/{own}', body: (id = ids.product) => line(id) },
    { route: 'PUT /v1/invoice/{id} b:customerId', url: '/v1/invoice/{own}', body: (id = ids.customer) => invoiceBody({ customerId: id }) },
    { route: 'POST /v1/messaging/message/seen b:conversationId', url: '/v1/messaging/message/seen', body: (id = ids.conversation) => ({ conversationId: id }) },
    { route: 'POST /v1/logistic/dispatch-order q:orderId', url: '/v1/logistic/dispatch-order?merchantId={self}&orderId={id}', body: (id = ids.order) => ({ email: 'c@example.com', name: 'Chi', phone: '+2348031112222', orderId: id, deliveryType: 'standard' }) },
    { route: 'POST /v1/logistic/dispatch-order q:merchantId', url: '/v1/logistic/dispatch-order?merchantId={user}&orderId={id}', body: (id = ids.order) => ({ email: 'c@example.com', name: 'Chi', phone: '+2348031112222', orderId: id, deliveryType: 'standard' }) },
    { route: 'POST /v1/logistic/dispatch-order b:orderId', url: '/v1/logistic/dispatch-order?merchantId={self}&orderId={id}', body: (id = ids.order) => ({ email: 'c@example.com', name: 'Chi', phone: '+2348031112222', orderId: id, deliveryType: 'standard' }) },
    { route: 'POST /v1/dashboard/task b:link.id', url: '/v1/dashboard/task', body: (id = ids.order) => ({ title: 'Pack', link: { type: 'order', id } }) },
    { route: 'PUT /v1/dashboard/task/{id} b:link.id', url: '/v1/dashboard/task/{own}', body: (id = ids.booking) => ({ link: { type: 'booking', id } }) },
    { route: 'POST /v1/bookings/email b:bookingId', url: '/v1/bookings/email', body: (id = ids.booking) => ({ bookingId: id }) },
  ].map((c) => ({ ...c, method: c.route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE' }));
}
