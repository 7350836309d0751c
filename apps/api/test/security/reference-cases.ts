import { randomUUID } from 'node:crypto';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createProduct, productBody } from '../catalogue/helpers.ts';
import { createInvoice, invoiceBody } from '../invoices/invoice-helpers.ts';
import { startBuyerConversation } from '../messaging/helpers.ts';
import { buyer } from '../orders/helpers.ts';
import {
  businessBody,
  companyBody,
  identityBody,
  merchantAwaitingReview,
  operator,
} from '../verification/helpers.ts';
import { PIN } from '../wallet/wallet-helpers.ts';
import { serviceBody, type TenantIds } from './tenant-fixtures.ts';

/**
 * Fields the OpenAPI document shows as references (openapi-routes.ts `referenceFields`) that do not name
 * a tenant's record, each with the reason. Every other reference field needs a case below: a new one
 * fails the cross-tenant test until it has one.
 */
export const NOT_TENANT_REFERENCES: Record<string, string> = {
  'GET /api/geo-code q:placeId': "a place of the maps provider's gazetteer (shared reference data)",
  'POST /v1/dashboard/upgrade-stage-one b:placeId':
    "a place of the maps provider's gazetteer (shared reference data)",
  'POST /v1/dashboard/upgrade-stage-two b:authId':
    'the BVN or NIN typed by the merchant, not a record (its number is checked by KYC)',
  'POST /v1/dashboard/upgrade-stage-two b:regulatoryId':
    'an object holding the document type and its upload (the upload is a case)',
  'POST /v1/wallet/topup b:callbackUrl':
    'where the checkout sends the browser back: a path of this site (the contract refuses anything else)',
  'POST /v1/wallet/escrow b:callbackUrl':
    'where the checkout sends the browser back: a path of this site (the contract refuses anything else)',
  'POST /v1/checkout b:merchantId':
    'the store a buyer buys from: any merchant, by design (its products and services are cases)',
  'GET /v1/support/conversations/{merchantId}/{id}/messages q:before':
    "an operator's route: operators read every support conversation",
  'GET /v1/audit-log q:objectId':
    "a filter of the caller's own audit log: it matches only entries of the caller's business (audit/audit-log.test.ts)",
  'GET /v1/audit-log/export.csv q:objectId':
    "a filter of the caller's own audit log: it matches only entries of the caller's business (audit/audit-log.test.ts)",
  'POST /v1/logistics/webhook b:data.shipment_id':
    "the carrier's shipment id in a signed webhook: no session, and the shipment is re-read from the carrier (logistics/logistics-webhook tests)",
};

/** B's own objects that a case writes through, and merchants further along verification for its documents. */
export async function attackerObjects(t: TestApp, b: TestMerchant) {
  const api = async (method: 'POST', url: string, payload: object) =>
    (await t.app.inject({ method, url, headers: b.headers, payload })).json().data;
  const { conversation, token } = await startBuyerConversation(
    t,
    b,
    `own-${randomUUID().slice(0, 8)}@example.com`,
    { text: 'Hello' },
  );
  const atStageOne = await createMerchant(t);
  const one = await t.app.inject({
    method: 'POST',
    url: '/v1/dashboard/upgrade-stage-one',
    headers: atStageOne.headers,
    payload: await businessBody(t, atStageOne),
  });
  if (one.statusCode !== 200) throw new Error(one.body);
  const atStageTwo = await merchantAwaitingReview(t);
  await t.app.inject({
    method: 'POST',
    url: `/v1/admin/verifications/${atStageTwo.id}/approve`,
    headers: (await operator(t)).headers,
    payload: {},
  });
  const ownProduct = (await createProduct(t, b)).id;
  // A paid, handed-over order of B's (an offline sale) that B may write returns on.
  const ownOrder = (
    await api('POST', '/v1/order/offline-sale', {
      method: 'cash',
      cart: [{ productId: ownProduct, quantity: 1 }],
    })
  ).id as string;
  return {
    ownInvoice: (await createInvoice(t, b)).id,
    ownOrder,
    ownTask: (await api('POST', '/v1/dashboard/task', { title: 'Mine' })).id as string,
    ownProduct,
    ownService: (await api('POST', '/v1/services/create', serviceBody())).id as string,
    ownConversation: conversation.id,
    guestToken: token,
    actors: { stageTwo: atStageOne, stageThree: atStageTwo },
  };
}
export type AttackerObjects = Awaited<ReturnType<typeof attackerObjects>>;

export interface ReferenceCase {
  /** `METHOD path field`, as the field is named by `referenceFields`. */
  route: string;
  /** `{id}` is the reference's value; `{self}`, `{user}` and B's own objects (`{ownInvoice}`…) are filled in. */
  url: string;
  /** Which of A's values the field is given (a random value of the same shape is the "missing" control). */
  value: (ids: TenantIds) => string;
  body?: (value: string) => unknown;
  /** The merchant that sends it, when B's stage does not allow the call at all. */
  actor?: keyof AttackerObjects['actors'];
}

const nextSaturday = () => {
  const date = new Date(Date.now() + 7 * 86_400_000);
  while (date.getUTCDay() !== 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const dispatchBody = (orderId: string) => ({
  email: 'c@example.com',
  name: 'Chi',
  phone: '+2348031112222',
  orderId,
  deliveryType: 'standard',
});
const line = (productId: string) =>
  invoiceBody({ products: [{ productId, name: 'Dress', quantity: 1, price: 100 }] });
const media = (ids: TenantIds) => ids.mediaUrl;

/** Merchant B naming one of A's records in a query or body, for every reference field of every route. */
export const REFERENCE_CASES: ReferenceCase[] = [
  ...['POST /v1/products/bulk/preview', 'POST /v1/products/bulk'].map((route) => ({
    route: `${route} b:target.productId`,
    url: route.split(' ')[1]!,
    value: (i: TenantIds) => i.product,
    body: (id: string) => ({ target: { productId: [id] }, change: { units: { set: 0 } } }),
  })),
  {
    route: 'DELETE /v1/products b:productId',
    url: '/v1/products',
    value: (i) => i.product,
    body: (id) => ({ productId: [id] }),
  },
  {
    route: 'PATCH /v1/products/publish b:productId',
    url: '/v1/products/publish',
    value: (i) => i.product,
    body: (id) => ({ productId: [id], status: 'INACTIVE' }),
  },
  {
    route: 'POST /v1/product b:image',
    url: '/v1/product',
    value: media,
    body: (v) => productBody({ image: v }),
  },
  {
    route: 'POST /v1/product b:gallery_image',
    url: '/v1/product',
    value: media,
    body: (v) => productBody({ gallery_image: [v] }),
  },
  {
    route: 'PUT /v1/product/{id} b:image',
    url: '/v1/product/{ownProduct}',
    value: media,
    body: (v) => productBody({ image: v }),
  },
  {
    route: 'PUT /v1/product/{id} b:gallery_image',
    url: '/v1/product/{ownProduct}',
    value: media,
    body: (v) => productBody({ gallery_image: [v] }),
  },
  {
    route: 'DELETE /v1/services b:ids',
    url: '/v1/services',
    value: (i) => i.service,
    body: (id) => ({ ids: [id] }),
  },
  {
    route: 'POST /v1/services/create b:image',
    url: '/v1/services/create',
    value: media,
    body: (v) => ({ ...serviceBody(), image: v }),
  },
  {
    route: 'POST /v1/services/create b:gallery_images',
    url: '/v1/services/create',
    value: media,
    body: (v) => ({ ...serviceBody(), gallery_images: [v] }),
  },
  {
    route: 'PUT /v1/services/update/{id} b:image',
    url: '/v1/services/update/{ownService}',
    value: media,
    body: (v) => ({ ...serviceBody(), image: v }),
  },
  {
    route: 'PUT /v1/services/update/{id} b:gallery_images',
    url: '/v1/services/update/{ownService}',
    value: media,
    body: (v) => ({ ...serviceBody(), gallery_images: [v] }),
  },
  { route: 'PATCH /v1/users b:image', url: '/v1/users', value: media, body: (v) => ({ image: v }) },
  {
    route: 'POST /v1/dashboard/upgrade-stage-two b:regulatoryId.image',
    url: '/v1/dashboard/upgrade-stage-two',
    value: media,
    body: (v) => identityBody(v),
    actor: 'stageTwo',
  },
  {
    route: 'POST /v1/dashboard/upgrade-stage-three b:proofOfAddress.image',
    url: '/v1/dashboard/upgrade-stage-three',
    value: media,
    body: (v) => companyBody(v),
    actor: 'stageThree',
  },
  {
    route: 'POST /v1/wallet/update-bank-details b:verificationId',
    url: '/v1/wallet/update-bank-details',
    value: (i) => i.verification,
    body: (id) => ({ verificationId: id, pin: PIN, confirmNameMismatch: true }),
  },
  {
    route: 'POST /v1/wallet/exchange-currency b:quoteId',
    url: '/v1/wallet/exchange-currency',
    value: (i) => i.quote,
    body: (id) => ({ quoteId: id }),
  },
  {
    route: 'POST /v1/wallet/escrow b:orderId',
    url: '/v1/wallet/escrow',
    value: (i) => i.order,
    body: (id) => ({ action: 'hold', orderId: id, amount: 1_000, customerEmail: 'buyer@example.com' }),
  },
  {
    route: 'POST /v1/invoice b:products[].productId',
    url: '/v1/invoice',
    value: (i) => i.product,
    body: line,
  },
  {
    route: 'POST /v1/invoice b:customerId',
    url: '/v1/invoice',
    value: (i) => i.customer,
    body: (id) => invoiceBody({ customerId: id }),
  },
  {
    route: 'PUT /v1/invoice/{id} b:products[].productId',
    url: '/v1/invoice/{ownInvoice}',
    value: (i) => i.product,
    body: line,
  },
  {
    route: 'PUT /v1/invoice/{id} b:customerId',
    url: '/v1/invoice/{ownInvoice}',
    value: (i) => i.customer,
    body: (id) => invoiceBody({ customerId: id }),
  },
  {
    route: 'POST /v1/messaging/conversations b:orderId',
    url: '/v1/messaging/conversations',
    value: (i) => i.order,
    body: (id) => ({ counterpart: 'buyer', email: 'victim@example.com', orderId: id }),
  },
  {
    route: 'POST /v1/messaging/conversations b:bookingId',
    url: '/v1/messaging/conversations',
    value: (i) => i.booking,
    body: (id) => ({ counterpart: 'buyer', email: 'victim@example.com', bookingId: id }),
  },
  {
    route: 'GET /v1/messaging/message/{id} q:before',
    url: '/v1/messaging/message/{ownConversation}?before={id}',
    value: (i) => i.message,
  },
  {
    route: 'POST /v1/messaging/message/seen b:conversationId',
    url: '/v1/messaging/message/seen',
    value: (i) => i.conversation,
    body: (id) => ({ conversationId: id }),
  },
  {
    route: 'GET /v1/messaging/guest/{token}/messages q:before',
    url: '/v1/messaging/guest/{guestToken}/messages?before={id}',
    value: (i) => i.message,
  },
  {
    route: 'POST /v1/logistic/dispatch-order q:orderId',
    url: '/v1/logistic/dispatch-order?merchantId={self}&orderId={id}',
    value: (i) => i.order,
    body: dispatchBody,
  },
  {
    route: 'POST /v1/logistic/dispatch-order q:merchantId',
    url: '/v1/logistic/dispatch-order?merchantId={user}&orderId={id}',
    value: (i) => i.order,
    body: dispatchBody,
  },
  {
    route: 'POST /v1/logistic/dispatch-order b:orderId',
    url: '/v1/logistic/dispatch-order?merchantId={self}&orderId={id}',
    value: (i) => i.order,
    body: dispatchBody,
  },
  {
    route: 'POST /v1/checkout b:cart[].productId',
    url: '/v1/checkout',
    value: (i) => i.product,
    body: (id) => ({ merchantId: '{self}', ...buyer(), cart: [{ productId: id, quantity: 1 }] }),
  },
  {
    route: 'POST /v1/checkout b:service.serviceId',
    url: '/v1/checkout',
    value: (i) => i.service,
    body: (id) => ({
      merchantId: '{self}',
      ...buyer({ deliveryAddress: undefined }),
      service: { serviceId: id, bookedDate: nextSaturday(), startHour: '10:00', endHour: '11:00' },
    }),
  },
  {
    route: 'POST /v1/order/payment-link b:cart[].productId',
    url: '/v1/order/payment-link',
    value: (i) => i.product,
    body: (id) => ({ ...buyer(), cart: [{ productId: id, quantity: 1 }] }),
  },
  {
    route: 'POST /v1/order/payment-link b:service.serviceId',
    url: '/v1/order/payment-link',
    value: (i) => i.service,
    body: (id) => ({
      ...buyer({ deliveryAddress: undefined }),
      service: { serviceId: id, bookedDate: nextSaturday(), startHour: '10:00', endHour: '11:00' },
    }),
  },
  {
    route: 'POST /v1/order/offline-sale b:cart[].productId',
    url: '/v1/order/offline-sale',
    value: (i) => i.product,
    body: (id) => ({ method: 'cash', cart: [{ productId: id, quantity: 1 }] }),
  },
  {
    route: 'POST /v1/order/{id}/returns b:items[].productId',
    url: '/v1/order/{ownOrder}/returns',
    value: (i) => i.product,
    body: (id) => ({ reason: 'Wrong size', items: [{ productId: id, quantity: 1 }] }),
  },
  {
    route: 'POST /v1/dashboard/task b:link.id',
    url: '/v1/dashboard/task',
    value: (i) => i.order,
    body: (id) => ({ title: 'Pack', link: { type: 'order', id } }),
  },
  {
    route: 'PUT /v1/dashboard/task/{id} b:link.id',
    url: '/v1/dashboard/task/{ownTask}',
    value: (i) => i.booking,
    body: (id) => ({ link: { type: 'booking', id } }),
  },
  {
    route: 'POST /v1/bookings/email b:bookingId',
    url: '/v1/bookings/email',
    value: (i) => i.booking,
    body: (id) => ({ bookingId: id }),
  },
];

/** A value of the same shape as `value` that names nothing: "a missing id". */
export function missing(value: string): string {
  if (value.includes('@')) return `nobody-${randomUUID().slice(0, 8)}@example.com`;
  if (/^[0-9a-f-]{36}$/i.test(value)) return randomUUID();
  const upload = /^(.*\/media\/[^/]+\/)([^/]+)(\/.*)$/.exec(value);
  if (upload) return `${upload[1]}${'Z'.repeat(upload[2]!.length)}${upload[3]}`;
  return `${value.slice(0, -6)}ZZ9999`;
}
