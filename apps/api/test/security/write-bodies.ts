import { randomBytes, randomUUID } from 'node:crypto';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, TEST_PASSWORD, type TestMerchant } from '../helpers/merchant.ts';
import { bearer, latestCode, onboarding, outbox, register } from '../accounts/account-helpers.ts';
import { productBody } from '../catalogue/helpers.ts';
import { createInvoice, invoiceBody } from '../invoices/invoice-helpers.ts';
import { paidInvoice } from '../refunds/invoice-refund-helpers.ts';
import { startBuyerConversation } from '../messaging/helpers.ts';
import { buyer, insertService, payOrder, pickupBody } from '../orders/helpers.ts';
import {
  businessBody,
  companyBody,
  identityBody,
  merchantAwaitingReview,
  uploadDocument,
} from '../verification/helpers.ts';
import { GOOD_ACCOUNT, GTBANK, PIN } from '../wallet/wallet-helpers.ts';
import { serviceBody, type TenantIds } from './tenant-fixtures.ts';
import { STAFF_WRITE_BODIES } from './staff-write-bodies.ts';

export interface WriteContext {
  t: TestApp;
  /** The merchant that writes; `ids` are its objects. */
  a: TestMerchant;
  ids: TenantIds;
  /** A merchant that receives A's partnership request. */
  recipient: TestMerchant;
  operator: TestMerchant;
}

/** One write call: its URL, a valid body and who sends it (A unless told). */
export interface WriteCall {
  url: string;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

const tag = () => randomBytes(4).toString('hex');
const phone = () => `+23480${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const post = async (
  c: WriteContext,
  url: string,
  payload: object,
  headers: Record<string, string> = c.a.headers,
) => {
  const res = await c.t.app.inject({ method: 'POST', url, headers, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const none: Record<string, string> = {};
const nextMonday = () => {
  const date = new Date(Date.now() + 14 * 86_400_000);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const resetTokenOf = (body: string) => body.match(/reset-password\?token=([\w-]+)/)?.[1] ?? '';

/** A valid body for every POST/PUT/PATCH route with a JSON body, by `METHOD path` of the OpenAPI document. */
export const WRITE_BODIES: Record<string, (c: WriteContext) => Promise<WriteCall> | WriteCall> = {
  'POST /v1/auth/register': () => ({ url: '/v1/auth/register', body: onboarding(), headers: none }),
  'POST /v1/auth/login': (c) => ({
    url: '/v1/auth/login',
    body: { email: c.a.email, password: c.a.password },
    headers: none,
  }),
  'POST /v1/auth/forgot-password': (c) => ({
    url: '/v1/auth/forgot-password',
    body: { email: c.a.email },
    headers: none,
  }),
  'POST /v1/auth/reset-password': async (c) => {
    const m = await createMerchant(c.t);
    await post(c, '/v1/auth/forgot-password', { email: m.email }, {});
    const token = resetTokenOf((await outbox(c.t, m.email))[0]?.body ?? '');
    return {
      url: `/v1/auth/reset-password?token=${token}`,
      body: { password: 'Fresh-Mango-2027', confirmPassword: 'Fresh-Mango-2027' },
      headers: none,
    };
  },
  'POST /v1/auth/verify-otp-email': async (c) => {
    const r = await register(c.t);
    return {
      url: '/v1/auth/verify-otp-email',
      body: { otp: await latestCode(c.t, r.email) },
      headers: bearer(r.token),
    };
  },
  'PUT /v1/auth/verify-details': async (c) => {
    const number = phone();
    await post(c, '/v1/auth/marketsqr/send-otp-to-phone', { phone: number }, {});
    return {
      url: '/v1/auth/verify-details',
      body: { phone: number, otp: await latestCode(c.t, number) },
      headers: none,
    };
  },
  'POST /v1/auth/{product}/register': () => ({
    url: '/v1/auth/marketsqr/register',
    body: onboarding({ phone: phone() }),
    headers: none,
  }),
  'POST /v1/auth/{product}/send-otp-to-email': () => ({
    url: '/v1/auth/marketsqr/send-otp-to-email',
    body: { email: `w-${tag()}@example.com` },
    headers: none,
  }),
  'POST /v1/auth/{product}/send-otp-to-phone': () => ({
    url: '/v1/auth/marketsqr/send-otp-to-phone',
    body: { phone: phone() },
    headers: none,
  }),
  'POST /v1/auth/{product}/username-verification': () => ({
    url: '/v1/auth/marketsqr/username-verification',
    body: { username: `free_${tag()}` },
    headers: none,
  }),
  'POST /v1/auth/{product}/verify-email-otp': async (c) => {
    const email = `w-${tag()}@example.com`;
    await post(c, '/v1/auth/marketsqr/send-otp-to-email', { email }, {});
    return {
      url: '/v1/auth/marketsqr/verify-email-otp',
      body: { email, otp: await latestCode(c.t, email) },
      headers: none,
    };
  },
  'POST /v1/users/waitlist': () => ({
    url: '/v1/users/waitlist',
    body: { email: `wl-${tag()}@example.com`, name: 'Bola' },
    headers: none,
  }),
  'POST /v1/users/request-demo': () => ({
    url: '/v1/users/request-demo',
    body: { name: 'Bola', email: `demo-${tag()}@example.com` },
    headers: none,
  }),
  'PATCH /v1/users': () => ({ url: '/v1/users', body: { firstName: 'Ada' } }),
  'POST /v1/api-keys': () => ({
    url: '/v1/api-keys',
    body: { name: 'Stock sync', scopes: ['products.read'] },
  }),
  'PUT /v1/users/theme': () => ({ url: '/v1/users/theme', body: { theme: 'dark' } }),
  'PUT /v1/users/changepassword': async (c) => {
    const m = await createMerchant(c.t);
    return {
      url: '/v1/users/changepassword',
      body: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Fresh-Mango-2027',
        confirmPassword: 'Fresh-Mango-2027',
      },
      headers: m.headers,
    };
  },
  'POST /v1/users/customer': () => ({
    url: '/v1/users/customer',
    body: { name: 'Ada Obi', email: `c-${tag()}@example.com`, phone: '+2348030000002' },
  }),
  'POST /v1/product': () => ({ url: '/v1/product', body: productBody() }),
  'PUT /v1/product/{id}': (c) => ({
    url: `/v1/product/${c.ids.product}`,
    body: productBody({ name: 'Renamed' }),
  }),
  'PATCH /v1/products/publish': (c) => ({
    url: '/v1/products/publish',
    body: { productId: [c.ids.product], status: 'ACTIVE' },
  }),
  'POST /v1/products/bulk/preview': (c) => ({
    url: '/v1/products/bulk/preview',
    body: { target: { productId: [c.ids.product] }, change: { low_stock_threshold: 3 } },
  }),
  'POST /v1/products/bulk': (c) => ({
    url: '/v1/products/bulk',
    body: { target: { productId: [c.ids.product] }, change: { low_stock_threshold: 3 } },
  }),
  'POST /v1/saved-views': () => ({
    url: '/v1/saved-views',
    body: { list: 'orders', name: `View ${tag()}`, state: { status: 'PAID' } },
  }),
  'PATCH /v1/saved-views/{id}': (c) => ({
    url: `/v1/saved-views/${c.ids.savedView}`,
    body: { name: `Renamed ${tag()}` },
  }),
  'POST /v1/services/create': () => ({ url: '/v1/services/create', body: serviceBody() }),
  'PUT /v1/services/update/{id}': (c) => ({
    url: `/v1/services/update/${c.ids.service}`,
    body: serviceBody(),
  }),
  'POST /v1/dashboard/upgrade-stage-one': async (c) => {
    const m = await createMerchant(c.t);
    return { url: '/v1/dashboard/upgrade-stage-one', body: await businessBody(c.t, m), headers: m.headers };
  },
  'POST /v1/dashboard/upgrade-stage-two': async (c) => {
    const m = await createMerchant(c.t);
    await post(c, '/v1/dashboard/upgrade-stage-one', await businessBody(c.t, m), m.headers);
    return {
      url: '/v1/dashboard/upgrade-stage-two',
      body: identityBody(await uploadDocument(c.t, m)),
      headers: m.headers,
    };
  },
  'POST /v1/dashboard/upgrade-stage-three': async (c) => {
    const m = await merchantAwaitingReview(c.t);
    await post(c, `/v1/admin/verifications/${m.id}/approve`, {}, c.operator.headers);
    return {
      url: '/v1/dashboard/upgrade-stage-three',
      body: companyBody(await uploadDocument(c.t, m, 'pdf')),
      headers: m.headers,
    };
  },
  'POST /v1/admin/verifications/{userId}/decline': async (c) => {
    const m = await merchantAwaitingReview(c.t);
    return {
      url: `/v1/admin/verifications/${m.id}/decline`,
      body: { reason: 'The ID card is blurred' },
      headers: c.operator.headers,
    };
  },
  'POST /v1/wallet': () => ({ url: '/v1/wallet', body: { currency: 'USD' } }),
  // The PIN moves away and the tested call moves it back, so later bodies still use PIN.
  'PUT /v1/wallet/pin': async (c) => {
    const other = '1357';
    const res = await c.t.app.inject({
      method: 'PUT',
      url: '/v1/wallet/pin',
      headers: c.a.headers,
      payload: { oldPin: PIN, pin: other, confirmPin: other },
    });
    if (res.statusCode >= 300) throw new Error(`/v1/wallet/pin: ${res.statusCode} ${res.body}`);
    return { url: '/v1/wallet/pin', body: { oldPin: other, pin: PIN, confirmPin: PIN } };
  },
  'POST /v1/wallet/pin/unlock': async (c) => {
    const m = await createMerchant(c.t);
    const api = (url: string, payload: object, key?: string) =>
      c.t.app.inject({
        method: url.endsWith('pin') ? 'PUT' : 'POST',
        url,
        headers: { ...m.headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      });
    await api('/v1/wallet/pin', { pin: PIN });
    for (let i = 0; i < 5; i += 1) await api('/v1/wallet/debit', { amount: 1, pin: '1357' }, `lock-${tag()}`);
    await c.t.app.inject({ method: 'POST', url: '/v1/wallet/pin/unlock-code', headers: m.headers });
    const code = (await outbox(c.t, m.email))[0]?.body.match(/Your code is (\d{6})/)?.[1] ?? '';
    return { url: '/v1/wallet/pin/unlock', body: { code }, headers: m.headers };
  },
  'POST /v1/wallet/getAccount': () => ({
    url: '/v1/wallet/getAccount',
    body: { accountNumber: GOOD_ACCOUNT, accountBank: GTBANK },
  }),
  'POST /v1/wallet/update-bank-details': async (c) => {
    const bank = await post(c, '/v1/wallet/getAccount', { accountNumber: GOOD_ACCOUNT, accountBank: GTBANK });
    return {
      url: '/v1/wallet/update-bank-details',
      body: { verificationId: bank.verificationId, pin: PIN, confirmNameMismatch: true },
    };
  },
  'POST /v1/wallet/topup': () => ({ url: '/v1/wallet/topup', body: { amount: 2_000 } }),
  'POST /v1/wallet/debit': () => ({
    url: '/v1/wallet/debit',
    body: { amount: 100, pin: PIN, narration: 'Rent' },
  }),
  'POST /v1/wallet/exchange-quote': () => ({
    url: '/v1/wallet/exchange-quote',
    body: { from: 'NGN', to: 'USD', amount: 1_000 },
  }),
  'POST /v1/wallet/exchange-currency': async (c) => {
    const quote = await post(c, '/v1/wallet/exchange-quote', { from: 'NGN', to: 'USD', amount: 1_000 });
    return { url: '/v1/wallet/exchange-currency', body: { quoteId: quote.id ?? quote.quoteId } };
  },
  // An order the merchant sells outside the checkout (a checkout order opens its own hold).
  'POST /v1/wallet/escrow': () => ({
    url: '/v1/wallet/escrow',
    body: { action: 'hold', orderId: `EXT-${tag()}`, amount: 500, customerEmail: 'buyer@example.com' },
  }),
  'POST /v1/invoice': () => ({ url: '/v1/invoice', body: invoiceBody() }),
  'PUT /v1/invoice-settings': () => ({ url: '/v1/invoice-settings', body: { vatRate: 7.5 } }),
  'PUT /v1/booking-rules': () => ({
    url: '/v1/booking-rules',
    body: {
      rescheduleAllowed: true,
      rescheduleNoticeHours: 24,
      maxReschedules: 2,
      cancelAllowed: true,
      cancelNoticeHours: 24,
    },
  }),
  'PUT /v1/invoice-settings/reminders': () => ({
    url: '/v1/invoice-settings/reminders',
    body: { enabled: true, offsets: [-3, 0, 7] },
  }),
  'PUT /v1/invoice/{id}': (c) => ({ url: `/v1/invoice/${c.ids.invoice}`, body: invoiceBody() }),
  'PATCH /v1/invoice/{id}/status/': async (c) => ({
    url: `/v1/invoice/${(await createInvoice(c.t, c.a)).id}/status/`,
    body: { status: 'ISSUED' },
  }),
  'PATCH /v1/invoice/{id}/status': async (c) => ({
    url: `/v1/invoice/${(await createInvoice(c.t, c.a)).id}/status`,
    body: { status: 'ISSUED' },
  }),
  'POST /v1/invoice/{id}/refunds': async (c) => {
    const { invoice } = await paidInvoice(c.t, c.a, [10_000]);
    return {
      url: `/v1/invoice/${invoice.id}/refunds`,
      body: { amount: 1, reason: 'Damaged', destination: 'store_credit' },
    };
  },
  'POST /v1/invoice/{id}/store-credit': async (c) => {
    const { invoice } = await paidInvoice(c.t, c.a, [10_000]);
    await post(
      c,
      `/v1/invoice/${invoice.id}/refunds`,
      {
        amount: 50,
        reason: 'Damaged',
        destination: 'store_credit',
      },
      { ...c.a.headers, 'idempotency-key': randomUUID() },
    );
    const next = await paidInvoice(c.t, c.a, [], { email: invoice.email });
    return { url: `/v1/invoice/${next.invoice.id}/store-credit`, body: { amount: 1 } };
  },
  'POST /v1/invoice/{id}/schedule': async (c) => ({
    url: `/v1/invoice/${(await createInvoice(c.t, c.a)).id}/schedule`,
    body: { every: 'month', startsOn: '2099-01-31', count: 2 },
  }),
  'POST /v1/invoice/{id}/schedule/status': async (c) => {
    const { id } = await createInvoice(c.t, c.a);
    await post(c, `/v1/invoice/${id}/schedule`, { every: 'week', startsOn: '2099-01-01' });
    return { url: `/v1/invoice/${id}/schedule/status`, body: { action: 'pause' } };
  },
  'POST /v1/messaging/conversations': () => ({
    url: '/v1/messaging/conversations',
    body: { counterpart: 'buyer', email: `b-${tag()}@example.com` },
  }),
  'POST /v1/messaging/message/{id}/send': (c) => ({
    url: `/v1/messaging/message/${c.ids.conversation}/send`,
    body: { text: 'Hello' },
  }),
  'POST /v1/messaging/message/seen': (c) => ({
    url: '/v1/messaging/message/seen',
    body: { conversationId: c.ids.conversation },
  }),
  'POST /v1/messaging/guest/{token}/messages': async (c) => {
    const { token } = await startBuyerConversation(c.t, c.a, `g-${tag()}@example.com`);
    return { url: `/v1/messaging/guest/${token}/messages`, body: { text: 'Is it in stock?' }, headers: none };
  },
  'POST /v1/helpdesk/tickets': () => ({
    url: '/v1/helpdesk/tickets',
    body: { subject: 'Help', message: 'Please help' },
  }),
  'POST /v1/helpdesk/tickets/{id}/reply': (c) => ({
    url: `/v1/helpdesk/tickets/${c.ids.ticket}/reply`,
    body: { message: 'Any news?' },
  }),
  'POST /v1/support/tickets/{merchantId}/{id}/reply': (c) => ({
    url: `/v1/support/tickets/${c.a.id}/${c.ids.ticket}/reply`,
    body: { message: 'On it' },
    headers: c.operator.headers,
  }),
  'POST /v1/merchant/request': async (c) => ({
    url: '/v1/merchant/request',
    body: { recipient: (await createMerchant(c.t)).email, message: 'Partner?' },
  }),
  'POST /v1/logistic/pickup-address': () => ({
    url: '/v1/logistic/pickup-address',
    body: pickupBody({ address: '2 Marina' }),
  }),
  'PUT /v1/logistic/pickup-address/{addressId}': (c) => ({
    url: `/v1/logistic/pickup-address/${c.ids.pickup}`,
    body: pickupBody(),
  }),
  'POST /v1/logistic': () => ({
    url: '/v1/logistic',
    body: { name: `Rider ${tag()}`, phone: '+2348031112222' },
  }),
  // A product order moves with its shipment; a service booking is moved by hand.
  'PATCH /v1/order/{id}/status': async (c) => {
    const service = await insertService(c.t, c.a, {
      availableSchedule: [{ day: 'monday', start: '09:00', end: '17:00', location: { type: 'online' } }],
    });
    const order = await post(
      c,
      '/v1/checkout',
      {
        merchantId: c.a.id,
        ...buyer({ deliveryAddress: undefined }),
        service: { serviceId: service.id, bookedDate: nextMonday(), startHour: '10:00', endHour: '11:00' },
      },
      {},
    );
    await payOrder(c.t, order);
    return { url: `/v1/order/${order.id}/status`, body: { status: 'PENDING' } };
  },
  'POST /v1/order/{id}/links': (c) => ({ url: `/v1/order/${c.ids.order}/links`, body: { page: 'tracking' } }),
  'POST /v1/invoice/{id}/links': async (c) => {
    const invoice = await createInvoice(c.t, c.a);
    await c.t.app.inject({
      method: 'PATCH',
      url: `/v1/invoice/${invoice.id}/status`,
      headers: c.a.headers,
      payload: { status: 'ISSUED' },
    });
    return { url: `/v1/invoice/${invoice.id}/links`, body: { revoke: false } };
  },
  'POST /v1/public-links/email': async (c) => {
    const link = await post(c, `/v1/order/${c.ids.order}/links`, { page: 'tracking' });
    return {
      url: '/v1/public-links/email',
      body: { url: link.url, email: `buyer-${tag()}@example.com`, note: 'Your order' },
      headers: { ...c.a.headers, 'idempotency-key': tag() },
    };
  },
  'POST /v1/checkout': (c) => ({
    url: '/v1/checkout',
    body: { merchantId: c.a.id, ...buyer(), cart: [{ productId: c.ids.product, quantity: 1 }] },
    headers: none,
  }),
  'POST /v1/order/payment-link': (c) => ({
    url: '/v1/order/payment-link',
    body: { ...buyer(), cart: [{ productId: c.ids.product, quantity: 1 }] },
  }),
  'POST /v1/order/offline-sale': (c) => ({
    url: '/v1/order/offline-sale',
    body: { method: 'cash', cart: [{ productId: c.ids.product, quantity: 1 }] },
  }),
  'POST /v1/order/{id}/refunds': async (c) => {
    const sale = await post(c, '/v1/order/offline-sale', {
      method: 'cash',
      cart: [{ productId: c.ids.product, quantity: 1 }],
    });
    return {
      url: `/v1/order/${sale.id}/refunds`,
      body: { amount: 1, reason: 'Damaged', destination: 'original_payment' },
    };
  },
  'POST /v1/order/{id}/returns': async (c) => {
    const sale = await post(c, '/v1/order/offline-sale', {
      method: 'cash',
      cart: [{ productId: c.ids.product, quantity: 1 }],
    });
    return { url: `/v1/order/${sale.id}/returns`, body: { reason: 'Wrong size' } };
  },
  'POST /v1/dashboard/task': () => ({ url: '/v1/dashboard/task', body: { title: 'Pack' } }),
  'PUT /v1/dashboard/task/{id}': (c) => ({
    url: `/v1/dashboard/task/${c.ids.task}`,
    body: { title: 'Renamed' },
  }),
  'POST /v1/bookings/email': (c) => ({ url: '/v1/bookings/email', body: { bookingId: c.ids.booking } }),
  'POST /v1/webhooks': () => ({
    url: '/v1/webhooks',
    body: { url: 'https://hooks.example.com/oja', events: ['order.created'], description: 'ERP' },
  }),
  'PATCH /v1/webhooks/{id}': (c) => ({
    url: `/v1/webhooks/${c.ids.webhook}`,
    body: { enabled: false, description: 'Renamed' },
  }),
  'POST /v1/calendar/create': () => ({
    url: '/v1/calendar/create',
    body: { title: 'Fair', start: '2026-12-04T10:00:00+01:00', end: '2026-12-04T11:00:00+01:00' },
  }),
  ...STAFF_WRITE_BODIES,
};

/** Write routes no valid body can reach in this test, and why. */
export const WRITE_EXCLUSIONS: Record<string, string> = {
  'POST /v1/pay/invoice/{payToken}':
    'the buyer’s public pay call: no session, the link’s token is the capability, and its one field is the amount to pay (invoices/instalments tests)',
  'POST /v1/payments/webhook':
    'authenticated by the payment provider’s HMAC signature of the raw body, not a session; an injected field changes the signature and is refused (wallet/webhook tests)',
  'POST /v1/logistics/webhook':
    'authenticated by the carrier’s HMAC signature of the raw body, not a session; only the shipment id is read, and the shipment is re-read from the carrier (logistics/logistics-webhook tests)',
  'POST /v1/support/conversations/{merchantId}/{id}/messages':
    'needs a support conversation, which only a merchant opening the support chat over the realtime socket creates',
  'POST /v1/order/{id}/returns/{returnId}/accept':
    'needs a return request waiting for an answer; its body is the refund body, covered on POST /v1/order/{id}/refunds (refunds/returns tests)',
  'POST /v1/order/{id}/returns/{returnId}/decline':
    'needs a return request waiting for an answer; its one field is the reason (refunds/returns tests)',
  'POST /v1/logistic/dispatch-order':
    'needs a paid order and a configured courier quote from the logistics provider stub; its body fields are all declared, and B’s ids in it are covered by the cross-tenant matrix',
};
