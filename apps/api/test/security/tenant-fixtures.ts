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
import { addStaff, invite, staffEmail } from '../staff/helpers.ts';

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
  const { conversation } = await startBuyerConversation(t, a, `buyer-${a.id.slice(0, 8)}@example.com`, {
    text: 'Your order ships today',
  });
  const message = (conversation as unknown as { lastMessage: { id: string } }).lastMessage.id;
  const task = await must(await api('POST', '/v1/dashboard/task', { title: 'Call the courier' }), 'task');
  const entry = await must(
    await api('POST', '/v1/calendar/create', {
      title: 'Supplier meeting',
      start: '2026-12-02T11:00:00+01:00',
      end: '2026-12-02T12:00:00+01:00',
    }),
    'calendar',
  );
  const pickup = await addPickupAddress(t, a);
  const notification = await notify(t.db, a.id, {
    type: 'order.placed',
    title: 'New order',
    body: 'Order placed',
  });
  const request = await must(
    await api('POST', '/v1/merchant/request', { recipient: recipient.email, message: 'Partner?' }),
    'merchant request',
  );
  const ticket = await must(
    await api('POST', '/v1/helpdesk/tickets', { subject: 'Payout late', message: 'Where is it?' }),
    'ticket',
  );
  await setPin(t, a);
  await saveBank(t, a);
  const topup = await topUp(t, a, 50_000);
  const payout = await must(
    await wallet(t, a).move('/v1/wallet/debit', { amount: 1_000, pin: PIN, narration: 'Rent' }),
    'debit',
  );
  // The order's own hold comes from the checkout; this one is for an order sold outside it.
  const hold = await wallet(t, a).move('/v1/wallet/escrow', {
    action: 'hold',
    orderId: `EXT-${order.id}`,
    amount: 5_000,
    customerEmail: 'buyer@example.com',
  });
  await must(hold, 'escrow hold');
  const customer = await must(
    await api('POST', '/v1/users/customer', {
      name: 'Ada Obi',
      email: 'ada.obi@example.com',
      phone: '+2348030000002',
    }),
    'customer',
  );
  const quote = await must(
    await api('POST', '/v1/wallet/exchange-quote', { from: 'NGN', to: 'USD', amount: 1_000 }),
    'quote',
  );
  const bank = await must(
    await api('POST', '/v1/wallet/getAccount', { accountNumber: GOOD_ACCOUNT, accountBank: GTBANK }),
    'bank',
  );
  const { booking } = await insertBooking(t, a.id, {
    email: 'guest@example.com',
    bookedDate: '2026-12-10',
    startHour: '10:00',
    endHour: '11:00',
    location: null,
  });
  const apiKey = await must(
    await api('POST', '/v1/api-keys', { name: 'Stock sync', scopes: ['products.read'] }),
    'API key',
  );
  const webhook = await must(
    await api('POST', '/v1/webhooks', { url: 'http://localhost:9/hook', events: ['order.created'] }),
    'webhook endpoint',
  );
  await must(await api('POST', `/v1/webhooks/${webhook.id}/test`), 'webhook test event');
  // Turned off at once, so that no background delivery changes A's rows during a test.
  await t.app.inject({
    method: 'PATCH',
    url: `/v1/webhooks/${webhook.id}`,
    headers: a.headers,
    payload: { enabled: false },
  });
  const deliveries = await must(await api('GET', `/v1/webhooks/${webhook.id}/deliveries`), 'deliveries');
  const transactions = dataOf(await wallet(t, a).get('/v1/wallet/transactions'));
  const transactionId = (transactions.results ?? transactions)[0].id as string;
  const media = await must(await upload(t, a, 'photo.png', await png(8, 8)), 'upload');
  const staffMember = await addStaff(t, a, 'sales');
  const invitation = await must(await invite(t, a, staffEmail(), 'support'), 'invitation');
  const view = await must(
    await api('POST', '/v1/saved-views', {
      list: 'products',
      name: 'Low stock',
      state: { status: 'ACTIVE' },
    }),
    'saved view',
  );
  const bulkEdit = await must(
    await api('POST', '/v1/products/bulk', {
      target: { productId: [product.id] },
      change: { low_stock_threshold: 2 },
    }),
    'bulk edit',
  );
  const [mediaPreset, mediaId] = (media.public_id as string).split('/') as [string, string];
  return {
    product: product.id,
    sku: product.sku,
    service: service.id as string,
    order: order.id,
    invoice: invoice.id,
    conversation: conversation.id,
    message,
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
    apiKey: apiKey.id as string,
    webhook: webhook.id as string,
    webhookDelivery: deliveries.deliveries[0].id as string,
    mediaPreset,
    mediaId,
    mediaFile: 'original.png',
    mediaUrl: media.secure_url as string,
    staffMember: staffMember.id,
    invitation: invitation.id as string,
    savedView: view.id as string,
    bulkEdit: bulkEdit.id as string,
  };
}

export type TenantIds = Awaited<ReturnType<typeof seedTenant>>;

/** Which of A's ids a path param means, by the route's prefix; null when the route is not mapped. */
export function idFor(path: string, param: string, ids: TenantIds): string | null {
  const rules: [RegExp, keyof TenantIds][] = [
    [/^\/v1\/products?\/sku\//, 'sku'],
    [/^\/v1\/products\/bulk\//, 'bulkEdit'],
    [/^\/v1\/saved-views\//, 'savedView'],
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
    [/^\/v1\/staff\/invitations\//, 'invitation'],
    [/^\/v1\/staff\//, 'staffMember'],
    [/^\/v1\/api-keys\//, 'apiKey'],
    [/^\/v1\/webhooks\//, 'webhook'],
  ];
  if (path.startsWith('/v1/webhooks/') && param === 'deliveryId') return ids.webhookDelivery;
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
    'POST /v1/order/{id}/links': { page: 'tracking' },
    'POST /v1/invoice/{id}/links': {},
    'POST /v1/order/{id}/refunds': { amount: 1, reason: 'Damaged', destination: 'store_credit' },
    'POST /v1/order/{id}/returns': { reason: 'Wrong size' },
    'POST /v1/order/{id}/returns/{returnId}/accept': {
      amount: 1,
      reason: 'Damaged',
      destination: 'store_credit',
    },
    'POST /v1/order/{id}/returns/{returnId}/decline': { reason: 'Worn' },
    'POST /v1/invoice/{id}/refunds': { amount: 1, reason: 'Damaged', destination: 'store_credit' },
    'POST /v1/invoice/{id}/store-credit': { amount: 1 },
    'POST /v1/invoice/{id}/schedule': { every: 'month', startsOn: '2099-01-31', count: 2 },
    'POST /v1/invoice/{id}/schedule/status': { action: 'pause' },
    'PUT /v1/dashboard/task/{id}': { title: 'Renamed', completed: true },
    'PATCH /v1/staff/{id}': { role: 'support' },
    'PATCH /v1/webhooks/{id}': { enabled: false },
    'PATCH /v1/saved-views/{id}': { name: 'Renamed' },
  };
  return bodies[`${method} ${path}`];
}
