import { addBusinessDays, businessDay, formatInvoiceNumber } from '@oja/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceReminders, invoices, invoiceSettings } from '../../db/schema/index.ts';
import { currencySymbol, formatMinor } from '../../lib/money-text.ts';
import { fromMerchant } from '../merchant-mail/index.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { invoiceRepository, type InvoiceRow } from './invoice-repository.ts';

/** A reminder is sent on its day or, when the job comes late, up to this many days after; never older. */
export const REMINDER_GRACE_DAYS = 3;
const BATCH = 100;
const unpaid = sql`${invoices.status} = 'ISSUED' AND ${invoices.paymentStatus} IN ('PENDING_PAYMENT', 'PARTIALLY_PAID')`;

/** The reminders due by `today` and not yet sent: unpaid issued invoices of merchants with reminders on. */
async function dueReminders(db: Executor, today: string) {
  const offset = sql<number>`o.offset_days`;
  const dueOn = sql`${invoices.dueDate} + ${offset}`;
  return db
    .select({ merchantId: invoices.merchantId, invoiceId: invoices.id, offsetDays: offset })
    .from(invoices)
    .innerJoin(
      invoiceSettings,
      and(eq(invoiceSettings.merchantId, invoices.merchantId), eq(invoiceSettings.remindersEnabled, true)),
    )
    .crossJoin(sql`unnest(${invoiceSettings.reminderOffsets}) AS o(offset_days)`)
    .where(
      sql`${unpaid} AND ${dueOn} <= ${today}::date AND ${dueOn} > ${addBusinessDays(today, -REMINDER_GRACE_DAYS)}::date
        AND NOT EXISTS (SELECT 1 FROM ${invoiceReminders} r WHERE r.merchant_id = ${invoices.merchantId}
          AND r.invoice_id = ${invoices.id} AND r.offset_days = ${offset})`,
    )
    .limit(BATCH);
}

function reminderText(invoice: InvoiceRow, merchantName: string, today: string) {
  const money = (minor: number) => formatMinor(minor, currencySymbol(invoice.currency));
  const number = formatInvoiceNumber(invoice.invoiceNumber);
  const when = invoice.dueDate < today ? `was due on ${invoice.dueDate}` : `is due on ${invoice.dueDate}`;
  return [
    `Hello ${invoice.fullname},`,
    '',
    `A reminder from ${merchantName}: invoice ${number} ${when}.`,
    `Left to pay: ${money(invoice.totalAmountMinor - invoice.paidMinor)}.`,
    '',
    `Pay with the link in the invoice email${invoice.sentAt ? ` of ${businessDay(invoice.sentAt)}` : ''}, or ask ${merchantName} to send the invoice again.`,
  ].join('\n');
}

/**
 * Sends one reminder if it is still owed: under the invoice's lock, the invoice still unpaid, and its
 * key (invoice, offset) new. The key's row and the email (through the outbox in this transaction) commit
 * together, so each reminder goes once, whichever instance gets there first.
 */
async function sendReminder(
  ctx: InvoiceContext,
  tx: Executor,
  due: { merchantId: string; invoiceId: string; offsetDays: number },
  today: string,
) {
  const invoice = await invoiceRepository.find(tx, due.merchantId, due.invoiceId, true);
  if (
    !invoice ||
    invoice.status !== 'ISSUED' ||
    !['PENDING_PAYMENT', 'PARTIALLY_PAID'].includes(invoice.paymentStatus)
  )
    return false;
  const [claimed] = await tx.insert(invoiceReminders).values(due).onConflictDoNothing().returning();
  if (!claimed) return false;
  const merchantName = await invoiceRepository.merchantName(tx, due.merchantId);
  await ctx.mailerIn(tx).send(
    fromMerchant(merchantName, {
      to: invoice.email,
      subject: `Reminder: invoice ${formatInvoiceNumber(invoice.invoiceNumber)} from ${merchantName}`,
      text: reminderText(invoice, merchantName, today),
    }),
  );
  return true;
}

/** One pass of the payment reminders job (decision 042); the number of reminders sent. */
export async function sendDueReminders(ctx: InvoiceContext, today = businessDay()): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await dueReminders(ctx.db, today);
    let progress = 0;
    for (const reminder of due) {
      try {
        if (await ctx.db.transaction((tx) => sendReminder(ctx, tx, reminder, today))) sent += 1;
        progress += 1;
      } catch (error) {
        ctx.log.error({ err: error, invoiceId: reminder.invoiceId }, 'invoice reminder failed');
      }
    }
    if (due.length < BATCH || progress === 0) return sent;
  }
}
