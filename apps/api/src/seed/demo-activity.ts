import { and, desc, eq, like } from 'drizzle-orm';
import { outbox } from '../db/schema/index.ts';
import { createOperator } from '../modules/verification/index.ts';
import type { DemoBuyer } from './demo-buyers.ts';
import type { DemoClient } from './demo-client.ts';
import type { DemoMerchant } from './demo-setup.ts';

const DAY = 86_400_000;
const date = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** The buyer's link to a conversation, read from the newest invitation email the buyer was sent. */
export async function guestToken(client: DemoClient, email: string): Promise<string | undefined> {
  const [mail] = await client.app.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.body, '%/chat/%')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return /\/chat\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
}

const THREADS: Array<[merchant: string, buyer: string | null]> = [
  [
    'Good afternoon! Your Sanyan aso-oke is packed and leaves today.',
    'Thank you ma, please can you add one extra gele?',
  ],
  [
    'Hello, we have the lace in onion and peach now. Which would you like?',
    'Peach please, 5 yards. Can it reach Abuja by Friday?',
  ],
  ['Thanks for your order! The adire will be dyed fresh, ready Thursday.', null],
  [
    'Your George wrapper is ready for pickup at the GIG office in Port Harcourt.',
    'I have picked it up, it is beautiful!',
  ],
  ['We restocked the coral beads you asked about.', 'Please hold two sets for me, I will pay tonight.'],
  ['Happy new month! 10% off ankara this week for returning customers.', null],
];

/** The buyers the merchant has conversations with (one per thread). */
export const threadBuyers = (buyers: DemoBuyer[]) => THREADS.map((_, n) => buyers[n * 3]!);

/**
 * Conversations with buyers (started by the merchant, answered by the buyers from the link in their
 * email; the newest answers unread), a helpdesk ticket answered by support, tasks and calendar entries.
 */
export async function seedActivity(client: DemoClient, m: DemoMerchant, buyers: DemoBuyer[], now: Date) {
  const counterparts = threadBuyers(buyers);
  for (const [n, [text, answer]] of THREADS.entries()) {
    const buyer = counterparts[n]!;
    await client.call({
      method: 'POST',
      url: '/v1/messaging/conversations',
      token: m.token,
      body: { counterpart: 'buyer', email: buyer.email, name: buyer.name, text },
    });
    const token = answer ? await guestToken(client, buyer.email) : undefined;
    if (token)
      await client.call({
        method: 'POST',
        url: `/v1/messaging/guest/${token}/messages`,
        body: { text: answer },
        from: buyer.from,
      });
  }
  const ticket = await client.call<{ id: string }>({
    method: 'POST',
    url: '/v1/helpdesk/tickets',
    token: m.token,
    body: {
      subject: 'Withdrawal held after changing my bank account',
      message: 'I updated my GTBank account and my withdrawal says held. When will it be sent?',
    },
  });
  const supportEmail = 'support@oja.demo';
  await createOperator(client.app.db, supportEmail, `Support-${m.id}`);
  const support = await client.call<{ tokens: { access: { token: string } } }>({
    method: 'POST',
    url: '/v1/auth/login',
    body: { email: supportEmail, password: `Support-${m.id}` },
  });
  await client.call({
    method: 'POST',
    url: `/v1/support/tickets/${m.id}/${ticket.id}/reply`,
    token: support.tokens.access.token,
    body: {
      message:
        'Hello Adaeze, withdrawals to a newly saved account wait 24 hours for your safety. It will be sent automatically after that.',
    },
  });

  const tasks: Array<[string, number, boolean]> = [
    ['Restock Sanyan aso-oke (gold)', 2, false],
    ['Photograph new lace arrivals', 1, false],
    ['Reply Mrs Bello about the wedding order', 0, false],
    ['Send invoices for the Ibadan bulk order', -1, false],
    ['Renew market stall permit', 5, false],
    ['Call GIG about the Kano parcel', -3, true],
    ['Post December promo on Instagram', -6, true],
    ['Count adire stock', -10, true],
  ];
  for (const [title, due, done] of tasks) {
    const task = await client.call<{ id: string }>({
      method: 'POST',
      url: '/v1/dashboard/task',
      token: m.token,
      body: { title, dueDate: date(now, due) },
    });
    if (done)
      await client.call({
        method: 'PUT',
        url: `/v1/dashboard/task/${task.id}`,
        token: m.token,
        body: { status: 'done' },
      });
  }
  const entries: Array<[string, number, number, number]> = [
    ['Balogun market restock', 1, 9, 2],
    ['Fitting: Okonkwo wedding party', 2, 14, 1],
    ['Aso-oke weavers, Iseyin', 4, 10, 3],
    ['Lagos Fashion Fair stand', 8, 11, 6],
    ['Pay shop rent', 12, 10, 1],
    ['Bank: business account review', -2, 11, 1],
  ];
  for (const [title, day, hour, hours] of entries) {
    const start = new Date(`${date(now, day)}T${String(hour - 1).padStart(2, '0')}:00:00.000Z`);
    await client.call({
      method: 'POST',
      url: '/v1/calendar/create',
      token: m.token,
      body: {
        title,
        start: start.toISOString(),
        end: new Date(start.getTime() + hours * 3_600_000).toISOString(),
      },
    });
  }
}

/**
 * Invoices in every status: drafts (with VAT), issued (new), sent (pending payment, with a deposit) and paid
 * (some with VAT); one repeats monthly, and payment reminders are on.
 */
export async function seedInvoices(
  client: DemoClient,
  m: DemoMerchant,
  lines: { productId?: string; name: string; price: number }[],
  buyers: DemoBuyer[],
  now: Date,
) {
  const plan: Array<'DRAFT' | 'ISSUED' | 'PENDING' | 'PAID'> = [
    'DRAFT',
    'DRAFT',
    'ISSUED',
    'ISSUED',
    'PENDING',
    'PENDING',
    'PAID',
    'PAID',
    'PAID',
    'PAID',
    'PENDING',
    'PAID',
  ];
  for (const [n, state] of plan.entries()) {
    const buyer = buyers[(n * 7) % buyers.length]!;
    const picked = [lines[n % lines.length]!, lines[(n * 5 + 3) % lines.length]!];
    const invoice = await client.call<{ id: string }>({
      method: 'POST',
      url: '/v1/invoice',
      token: m.token,
      body: {
        fullname: buyer.name,
        email: buyer.email,
        phoneNumber: buyer.phone,
        address: `${buyer.deliveryAddress.address}, ${buyer.deliveryAddress.city}`,
        products: picked.map((line, i) => ({ ...line, quantity: 1 + ((n + i) % 3) })),
        billingDate: date(now, -30 + n * 2),
        dueDate: date(now, -16 + n * 2),
        status: state === 'DRAFT' ? 'DRAFT' : 'ISSUED',
        note: 'Thank you for your patronage.',
        // Drafts and every other paid invoice carry VAT (the reports show the VAT collected); invoices
        // awaiting payment ask for a deposit.
        ...(state === 'DRAFT' || (state === 'PAID' && n % 2 === 0) ? { vat: true } : {}),
        ...(state === 'PENDING' ? { deposit: { kind: 'percent', value: 30 } } : {}),
      },
    });
    // Issued invoices are new until sent; sending asks the buyer to pay (pending); some are then paid.
    if (state === 'DRAFT' || state === 'ISSUED') continue;
    await client.call({ method: 'POST', url: `/v1/invoice/${invoice.id}/send`, token: m.token });
    // The first invoice awaiting payment is a monthly retainer: it repeats from a week ahead.
    if (n === plan.indexOf('PENDING'))
      await client.call({
        method: 'POST',
        url: `/v1/invoice/${invoice.id}/schedule`,
        token: m.token,
        body: { every: 'month', startsOn: date(new Date(Math.max(now.getTime(), Date.now())), 7), count: 12 },
      });
    if (state === 'PAID')
      await client.call({
        method: 'PATCH',
        url: `/v1/invoice/${invoice.id}/status`,
        token: m.token,
        body: { paymentStatus: 'PAID' },
      });
  }
  // Buyers of unpaid invoices are reminded three days before the due date, on it and a week late.
  await client.call({
    method: 'PUT',
    url: '/v1/invoice-settings/reminders',
    token: m.token,
    body: { enabled: true, offsets: [-3, 0, 7] },
  });
}

/** Merchant requests: the seller asks the provider for a shoot; the provider and the newcomer ask the seller. */
export async function seedRequests(client: DemoClient, from: DemoMerchant, to: string, message: string) {
  await client.call({
    method: 'POST',
    url: '/v1/merchant/request',
    token: from.token,
    body: { recipient: to, message },
  });
}
