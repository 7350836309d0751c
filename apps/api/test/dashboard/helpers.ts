import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';

import {
  bookings,
  invoices,
  ledgerEntries,
  ledgerTransactions,
  orderItems,
  orders,
  products,
  services,
} from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';

/** The app with the roll-up timer off: tests run the job themselves (app.dashboardRollups.runOnce). */
export async function createDashboardApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ DASHBOARD_ROLLUP_INTERVAL_MS: '0', PAYMENTS_JOB_INTERVAL_MS: '0', ...overrides });
}

export function as(t: TestApp, m: TestMerchant | null) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: m?.headers ?? {},
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    patch: (url: string, payload?: unknown) => call('PATCH', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

export const dataOf = <T = Record<string, unknown>>(res: LightMyRequestResponse): T => {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<{ data: T }>().data;
};

export async function insertProduct(t: TestApp, merchantId: string, name: string, priceMinor: number) {
  const [row] = await t.db
    .insert(products)
    .values({
      merchantId,
      sku: `SKU-${randomBytes(4).toString('hex')}`.toUpperCase(),
      name,
      category: 'Fashion',
      priceMinor,
      units: 100,
    })
    .returning();
  return row!;
}

export interface OrderSeed {
  type?: 'PRODUCT' | 'SERVICE';
  status?: string;
  email: string;
  name?: string;
  phone?: string;
  at: Date | string;
  /** Product lines; the cart total is Σ price × quantity. */
  items?: { productId: string; name: string; price: number; quantity: number }[];
  /** Minor units: for a service order its price; for a product order the delivery price. */
  amount?: number;
  currency?: string;
  paymentStatus?: 'awaiting_payment' | 'paid' | 'refunded' | 'expired';
}

/** An order written straight into the orders table (checkout's own rules are tested elsewhere). */
export async function insertOrder(t: TestApp, merchantId: string, seed: OrderSeed) {
  const type = seed.type ?? 'PRODUCT';
  const cartTotal =
    type === 'PRODUCT' ? (seed.items ?? []).reduce((sum, i) => sum + i.price * i.quantity, 0) : seed.amount!;
  const deliveryPrice = type === 'PRODUCT' ? (seed.amount ?? 150_000) : 0;
  const at = new Date(seed.at);
  const [row] = await t.db
    .insert(orders)
    .values({
      merchantId,
      orderReference: `ORD-${randomBytes(5).toString('hex').toUpperCase()}`,
      type,
      status: seed.status ?? (type === 'PRODUCT' ? 'processing' : 'NEW'),
      // A sale is a paid order; an order left NOT_PAID is one whose buyer has not paid.
      paymentStatus: seed.paymentStatus ?? (seed.status === 'NOT_PAID' ? 'awaiting_payment' : 'paid'),
      deliveryName: seed.name ?? 'Buyer',
      email: seed.email,
      phone: seed.phone ?? '+2348030000000',
      currency: seed.currency ?? 'NGN',
      cartTotal,
      deliveryPrice,
      totalPrice: cartTotal + deliveryPrice,
      orderedAt: at,
      createdAt: at,
    })
    .returning();
  if (seed.items?.length) {
    await t.db.insert(orderItems).values(
      seed.items.map((item, position) => ({
        merchantId,
        orderId: row!.id,
        productId: item.productId,
        position,
        name: item.name,
        price: item.price,
        quantity: item.quantity,
      })),
    );
  }
  return row!;
}

export async function insertService(t: TestApp, merchantId: string, name = 'Portrait session') {
  const [row] = await t.db.insert(services).values({ merchantId, name, priceMinor: 2_500_000 }).returning();
  return row!;
}

/** A service order with its booking. */
export async function insertBooking(
  t: TestApp,
  merchantId: string,
  seed: {
    email: string;
    name?: string;
    bookedDate: string;
    startHour: string;
    endHour: string;
    location: string | null;
    description?: string;
    status?: string;
  },
) {
  const service = await insertService(t, merchantId);
  const order = await insertOrder(t, merchantId, {
    type: 'SERVICE',
    status: seed.status ?? 'NEW',
    email: seed.email,
    name: seed.name ?? 'Chiamaka Eze',
    at: new Date(),
    amount: 2_500_000,
  });
  const [booking] = await t.db
    .insert(bookings)
    .values({
      merchantId,
      orderId: order.id,
      serviceId: service.id,
      name: service.name,
      bookedDate: seed.bookedDate,
      startHour: seed.startHour,
      endHour: seed.endHour,
      description: seed.description ?? '',
      location: seed.location,
    })
    .returning();
  return { order, booking: booking! };
}

let invoiceNumber = 0;
export async function insertInvoice(
  t: TestApp,
  merchantId: string,
  seed: {
    status: 'DRAFT' | 'ISSUED' | 'CANCELLED';
    billingDate: string;
    total: number;
    paidAt?: string;
    currency?: string;
    /** VAT in minor units, included in `total`. */
    vat?: number;
  },
) {
  const [row] = await t.db
    .insert(invoices)
    .values({
      merchantId,
      invoiceNumber: ++invoiceNumber,
      status: seed.status,
      paymentStatus: seed.paidAt ? 'PAID' : 'NEW',
      fullname: 'Invoice Buyer',
      phoneNumber: '+2348030000000',
      address: '1 Marina, Lagos',
      email: 'invoice-buyer@example.com',
      amountMinor: seed.total - (seed.vat ?? 0),
      vatRateBp: seed.vat ? 750 : 0,
      vatMinor: seed.vat ?? 0,
      totalAmountMinor: seed.total,
      currency: seed.currency ?? 'NGN',
      billingDate: seed.billingDate,
      dueDate: seed.billingDate,
      paidAt: seed.paidAt ? new Date(seed.paidAt) : null,
    })
    .returning();
  return row!;
}

/** A balanced ledger transaction moving `amount` into (positive) or out of (negative) the wallet. */
export async function insertWalletMovement(
  t: TestApp,
  merchantId: string,
  amount: number,
  at: string,
  currency = 'NGN',
) {
  await t.db.transaction(async (tx) => {
    const [transaction] = await tx
      .insert(ledgerTransactions)
      .values({
        merchantId,
        kind: amount > 0 ? 'topup' : 'withdrawal',
        reference: randomBytes(6).toString('hex'),
        description: 'test',
        createdAt: new Date(at),
      })
      .returning();
    const other = amount > 0 ? 'provider:simulated' : 'payouts:in_transit';
    await tx.insert(ledgerEntries).values([
      {
        merchantId,
        transactionId: transaction!.id,
        account: 'wallet',
        currency: currency as 'NGN',
        amount,
        createdAt: new Date(at),
      },
      {
        merchantId,
        transactionId: transaction!.id,
        account: other,
        currency: currency as 'NGN',
        amount: -amount,
        createdAt: new Date(at),
      },
    ]);
  });
}

export const PROTECTED_ROUTES: [string, string][] = [
  ['GET', '/v1/dashboard/reports'],
  ['GET', '/v1/dashboard/customers'],
  ['GET', '/v1/dashboard/daily'],
  ['GET', '/v1/dashboard/monthly'],
  ['GET', '/v1/dashboard/recent-customers'],
  ['GET', '/v1/dashboard/task'],
  ['POST', '/v1/dashboard/task'],
  ['PUT', '/v1/dashboard/task/00000000-0000-0000-0000-000000000000'],
  ['GET', '/v1/bookings/seller'],
  ['POST', '/v1/bookings/email'],
  ['GET', '/v1/calendar'],
  ['POST', '/v1/calendar/create'],
  ['DELETE', '/v1/calendar/delete/00000000-0000-0000-0000-000000000000'],
  ['GET', '/v1/calendar/feed-url'],
  ['POST', '/v1/calendar/feed-url/rotate'],
];
