import { addBusinessDays, businessDay } from '@oja/contracts';
import { and, asc, eq, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceSchedules } from '../../db/schema/index.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { invoiceRepository } from './invoice-repository.ts';
import { newCapabilityToken } from '../../lib/capability-token.ts';
import { payLink } from './invoice-payment-service.ts';
import { invoiceEmail } from './invoice-send-service.ts';
import { advanced, runDate, type ScheduleRow } from './invoice-schedule-service.ts';

const dayGap = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * Claims one active schedule due by `today` that no other transaction holds (FOR UPDATE SKIP LOCKED),
 * so instances running the job side by side each take a different one.
 */
async function claimDue(tx: Executor, today: string, skip: string[]): Promise<ScheduleRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoiceSchedules)
    .where(
      and(
        eq(invoiceSchedules.status, 'ACTIVE'),
        lte(invoiceSchedules.nextRunOn, today),
        skip.length ? notInArray(invoiceSchedules.invoiceId, skip) : undefined,
      ),
    )
    .orderBy(asc(invoiceSchedules.nextRunOn))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Issues the schedule's next run: a copy of its invoice (buyer, lines, VAT, deposit, note) with the next
 * number, billed on the run date and due as many days later as the original, sent with a new pay link.
 * The copy, its email (through `ctx.mailerIn(tx)`) and the schedule's advance share one transaction.
 */
async function issueRun(ctx: InvoiceContext, tx: Executor, schedule: ScheduleRow) {
  const { merchantId, invoiceId } = schedule;
  const source = (await invoiceRepository.find(tx, merchantId, invoiceId))!;
  const lines = (await invoiceRepository.linesOf(tx, merchantId, [invoiceId])).get(invoiceId) ?? [];
  const billingDate = runDate(schedule, schedule.nextRun);
  const { token, tokenHash } = newCapabilityToken();
  const row = await invoiceRepository.insert(tx, {
    merchantId,
    invoiceNumber: await invoiceRepository.nextNumber(tx, merchantId),
    status: 'ISSUED',
    paymentStatus: 'PENDING_PAYMENT',
    customerId: source.customerId,
    fullname: source.fullname,
    phoneNumber: source.phoneNumber,
    address: source.address,
    email: source.email,
    note: source.note,
    amountMinor: source.amountMinor,
    vatRateBp: source.vatRateBp,
    vatMinor: source.vatMinor,
    totalAmountMinor: source.totalAmountMinor,
    depositMinor: source.depositMinor,
    currency: source.currency,
    billingDate,
    dueDate: addBusinessDays(billingDate, dayGap(source.billingDate, source.dueDate)),
    payTokenHash: tokenHash,
    sentAt: new Date(),
    repeatOfId: invoiceId,
    repeatRun: schedule.nextRun,
  });
  await invoiceRepository.replaceLines(
    tx,
    merchantId,
    row.id,
    lines.map(({ productId, name, quantity, priceMinor, totalAmountMinor }) => ({
      productId,
      name,
      quantity,
      priceMinor,
      totalAmountMinor,
    })),
  );
  const merchantName = await invoiceRepository.merchantName(tx, merchantId);
  await ctx.mailerIn(tx).send(await invoiceEmail(tx, row, lines, merchantName, payLink(ctx, token)));
  await tx
    .update(invoiceSchedules)
    .set({ ...advanced(schedule), updatedAt: sql`now()` })
    .where(and(eq(invoiceSchedules.merchantId, merchantId), eq(invoiceSchedules.invoiceId, invoiceId)));
}

/**
 * One pass of the recurring invoices job (decision 042): every due run is issued, each in a transaction
 * of its own. A run that fails is logged and left due for the next pass; the others go on.
 * `afterIssue` runs inside the transaction once the copy is written (tests use it to crash there).
 */
export async function issueDueInvoices(
  ctx: InvoiceContext,
  today = businessDay(),
  afterIssue?: () => void,
): Promise<number> {
  let issued = 0;
  const failed: string[] = [];
  for (;;) {
    let claimed: ScheduleRow | undefined;
    try {
      await ctx.db.transaction(async (tx) => {
        claimed = await claimDue(tx, today, failed);
        if (!claimed) return;
        await issueRun(ctx, tx, claimed);
        afterIssue?.();
      });
    } catch (error) {
      if (!claimed) throw error;
      ctx.log.error({ err: error, invoiceId: claimed.invoiceId }, 'recurring invoice run failed');
      failed.push(claimed.invoiceId);
      continue;
    }
    if (!claimed) return issued;
    issued += 1;
  }
}
