import { emitInvoicePaid } from './invoice-paid-event.ts';
import {
  formatInvoiceNumber,
  type Invoice,
  type InvoiceListQuery,
  invoiceMessages,
  type InvoiceRequest,
  type InvoiceStatusChange,
  type Paginated,
  toPaginated,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { depositOf, isUuid, resolveLines, vatOf } from './invoice-lines.ts';
import { toInvoice } from './invoice-mapper.ts';
import { type InvoiceRow, invoiceRepository } from './invoice-repository.ts';
import { reconcileInvoice } from './invoice-payment-service.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { loadInvoiceSeller } from './invoice-seller.ts';
import { applyChange } from './invoice-transitions.ts';
import { PAID_BY_HAND, recordVatReceived } from './invoice-vat-entries.ts';

const notFound = () => new AppError('NOT_FOUND', invoiceMessages.notFound);

/** The invoice, locked for the rest of the transaction when asked; another merchant's is a 404. */
export async function findInvoice(
  db: Executor,
  merchantId: string,
  id: string,
  forUpdate = false,
): Promise<InvoiceRow> {
  const row = isUuid(id) ? await invoiceRepository.find(db, merchantId, id, forUpdate) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function withLines(db: Executor, row: InvoiceRow): Promise<Invoice> {
  const lines = await invoiceRepository.linesOf(db, row.merchantId, [row.id]);
  return toInvoice(row, lines.get(row.id) ?? []);
}

/** The buyer and header fields of a request, as stored; totals come from the lines. */
async function headerOf(db: Executor, merchantId: string, body: InvoiceRequest) {
  if (
    body.customerId &&
    !(isUuid(body.customerId) && (await invoiceRepository.customerExists(db, merchantId, body.customerId)))
  ) {
    throw new AppError('NOT_FOUND', invoiceMessages.customerNotFound);
  }
  const { lines, amountMinor } = await resolveLines(db, merchantId, body.products);
  const vat = await vatOf(db, merchantId, body.vat === true, amountMinor);
  const totalAmountMinor = amountMinor + vat.vatMinor;
  const depositMinor = depositOf(body.deposit, totalAmountMinor);
  const header = {
    fullname: body.fullname,
    phoneNumber: body.phoneNumber,
    address: body.address,
    email: body.email,
    customerId: body.customerId ?? null,
    note: body.note || null,
    billingDate: body.billingDate,
    dueDate: body.dueDate,
    status: body.status,
    amountMinor,
    ...vat,
    totalAmountMinor,
    depositMinor,
  };
  return { header, lines };
}

/** POST /v1/invoice: a DRAFT or an issued invoice with the merchant's next number, all in one transaction. */
export async function createInvoice(
  ctx: InvoiceContext,
  merchantId: string,
  body: InvoiceRequest,
  db: Executor = ctx.db,
): Promise<Invoice> {
  const { header, lines } = await headerOf(db, merchantId, body);
  return db.transaction(async (tx) => {
    const invoiceNumber = await invoiceRepository.nextNumber(tx, merchantId);
    const row = await invoiceRepository.insert(tx, { merchantId, invoiceNumber, ...header });
    await invoiceRepository.replaceLines(tx, merchantId, row.id, lines);
    return withLines(tx, row);
  });
}

/**
 * PUT /v1/invoice/{id}: replaces a DRAFT (it may be issued in the same call); anything else is a 409,
 * as is an edit whose If-Match `version` is no longer the invoice's (decision 019).
 */
export async function updateInvoice(
  ctx: InvoiceContext,
  merchantId: string,
  id: string,
  body: InvoiceRequest,
  version?: number,
): Promise<Invoice> {
  await findInvoice(ctx.db, merchantId, id);
  const { header, lines } = await headerOf(ctx.db, merchantId, body);
  return ctx.db.transaction(async (tx) => {
    const current = await findInvoice(tx, merchantId, id, true);
    if (current.status !== 'DRAFT') throw conflict(invoiceMessages.onlyDraftEditable);
    const row = await invoiceRepository.update(tx, merchantId, id, header, version);
    await invoiceRepository.replaceLines(tx, merchantId, id, lines);
    return withLines(tx, row);
  });
}

/** GET /v1/invoice/{id}: first brought up to date with any checkout the buyer has paid. */
export async function getInvoice(ctx: InvoiceContext, merchantId: string, id: string): Promise<Invoice> {
  const row = await findInvoice(ctx.db, merchantId, id);
  return withLines(ctx.db, await reconcileInvoice(ctx, row));
}

export async function listInvoices(
  ctx: InvoiceContext,
  merchantId: string,
  query: InvoiceListQuery,
): Promise<Paginated<Invoice>> {
  const { page, limit, ...filters } = query;
  const { rows, total } = await invoiceRepository.page(
    ctx.db,
    merchantId,
    { ...filters, name: filters.name || undefined },
    limit,
    (page - 1) * limit,
  );
  const lines = await invoiceRepository.linesOf(
    ctx.db,
    merchantId,
    rows.map((r) => r.id),
  );
  return toPaginated(
    rows.map((row) => toInvoice(row, lines.get(row.id) ?? [])),
    total,
    query,
  );
}

/** PATCH /v1/invoice/{id}/status/: one allowed step of the state machine, under the row lock. */
export async function changeInvoiceStatus(
  ctx: InvoiceContext,
  merchantId: string,
  id: string,
  change: InvoiceStatusChange,
) {
  return ctx.db.transaction(async (tx) => {
    const current = await findInvoice(tx, merchantId, id, true);
    const next = applyChange(current, change);
    // Marked paid by the merchant (paid outside Oja): nothing is left to pay, and its VAT is received.
    const paidByHand = next.paymentStatus === 'PAID' && current.paymentStatus !== 'PAID';
    const paidAt = new Date();
    const row = await invoiceRepository.update(tx, merchantId, id, {
      ...next,
      ...(paidByHand ? { paidAt, paidMinor: current.totalAmountMinor } : {}),
    });
    await emitInvoicePaid(tx, current, row);
    if (paidByHand) {
      await recordVatReceived(tx, current, {
        reference: PAID_BY_HAND,
        netBefore: current.paidMinor - current.refundedMinor,
        netAfter: current.totalAmountMinor - current.refundedMinor,
        receivedAt: paidAt,
      });
    }
    return withLines(tx, row);
  });
}

/** GET /v1/invoice/{id}/pdf: the invoice as a PDF file with the seller's address and bank, named after its number. */
export async function invoicePdf(ctx: InvoiceContext, merchantId: string, id: string) {
  const row = await findInvoice(ctx.db, merchantId, id);
  const [lines, seller] = await Promise.all([
    invoiceRepository.linesOf(ctx.db, merchantId, [id]),
    loadInvoiceSeller(ctx.db, merchantId),
  ]);
  return {
    fileName: `${formatInvoiceNumber(row.invoiceNumber)}.pdf`,
    pdf: await renderInvoicePdf(row, lines.get(id) ?? [], seller),
  };
}
