import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paystackSimTransactions } from '../../../db/schema/index.ts';
import { enqueueWebhook } from './sim-webhooks.ts';

export type Checkout = typeof paystackSimTransactions.$inferSelect;

export async function findCheckout(db: Database, accessCode: string): Promise<Checkout | undefined> {
  const [row] = await db
    .select()
    .from(paystackSimTransactions)
    .where(eq(paystackSimTransactions.accessCode, accessCode));
  return row;
}

/** Where Paystack sends the payer afterwards: the callback URL with ?trxref=&reference= appended. */
export function callbackLocation(checkout: Checkout): string | null {
  if (!checkout.callbackUrl) return null;
  const sep = checkout.callbackUrl.includes('?') ? '&' : '?';
  const ref = encodeURIComponent(checkout.reference);
  return `${checkout.callbackUrl}${sep}trxref=${ref}&reference=${ref}`;
}

/**
 * The payer confirms: a pending charge succeeds once, and its charge.success webhook is queued in the same
 * transaction. Confirming again changes nothing.
 */
export async function confirmCheckout(db: Database, accessCode: string): Promise<Checkout | undefined> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(paystackSimTransactions)
      .set({ status: 'success', paidAt: new Date() })
      .where(
        and(
          eq(paystackSimTransactions.accessCode, accessCode),
          eq(paystackSimTransactions.status, 'pending'),
        ),
      )
      .returning();
    if (paid) {
      await enqueueWebhook(tx, 'charge.success', {
        domain: 'test',
        status: 'success',
        reference: paid.reference,
        amount: paid.amount,
        currency: paid.currency,
        gateway_response: 'Successful',
        channel: 'card',
        paid_at: paid.paidAt!.toISOString(),
        created_at: paid.createdAt.toISOString(),
        metadata: paid.metadata,
        customer: { email: paid.email },
      });
    }
    return paid;
  });
}

/** The payer closes the checkout: a pending charge is abandoned. */
export async function cancelCheckout(db: Database, accessCode: string): Promise<void> {
  await db
    .update(paystackSimTransactions)
    .set({ status: 'abandoned' })
    .where(
      and(eq(paystackSimTransactions.accessCode, accessCode), eq(paystackSimTransactions.status, 'pending')),
    );
}
