import { formatInvoiceNumber, type Invoice, invoiceMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { OutgoingMessage } from '../../providers/mail/mailer.ts';
import { fromMerchant, reserveMerchantEmail } from '../merchant-mail/index.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { toInvoice } from './invoice-mapper.ts';
import { invoiceRepository, type InvoiceRow, type LineRow } from './invoice-repository.ts';
import { payLink } from './invoice-payment-service.ts';
import { newCapabilityToken } from '../../lib/capability-token.ts';
import { findInvoice } from './invoice-service.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { loadInvoiceSeller } from './invoice-seller.ts';
import { currencySymbol, formatMinor } from '../../lib/money-text.ts';

function mailText(invoice: InvoiceRow, lines: LineRow[], merchantName: string, link: string) {
  const money = (minor: number) => formatMinor(minor, currencySymbol(invoice.currency));
  return [
    `Hello ${invoice.fullname},`,
    '',
    `${merchantName} has sent you invoice ${formatInvoiceNumber(invoice.invoiceNumber)}, due on ${invoice.dueDate}.`,
    '',
    ...lines.map((l) => `- ${l.name}: ${l.quantity} × ${money(l.priceMinor)} = ${money(l.totalAmountMinor)}`),
    '',
    `Total: ${money(invoice.totalAmountMinor)}`,
    ...(invoice.note ? ['', invoice.note] : []),
    '',
    `Pay online: ${link}`,
  ].join('\n');
}

/** The email that sends an invoice to its buyer: the text with the pay link, and the invoice as a PDF. */
export async function invoiceEmail(
  db: Executor,
  row: InvoiceRow,
  lines: LineRow[],
  merchantName: string,
  link: string,
): Promise<OutgoingMessage> {
  const pdf = await renderInvoicePdf(row, lines, await loadInvoiceSeller(db, row.merchantId));
  return fromMerchant(merchantName, {
    to: row.email,
    subject: `Invoice ${formatInvoiceNumber(row.invoiceNumber)} from ${merchantName}`,
    text: mailText(row, lines, merchantName, link),
    attachments: [
      {
        filename: `${formatInvoiceNumber(row.invoiceNumber)}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
  });
}

const assertSendable = (invoice: InvoiceRow) => {
  if (invoice.status === 'CANCELLED') throw conflict(invoiceMessages.cannotSendCancelled);
  if (invoice.paymentStatus === 'PAID') throw conflict(invoiceMessages.cannotSendPaid);
};

/**
 * POST /v1/invoice/{id}/send: issues a DRAFT, marks the payment pending and emails the buyer a payment
 * link. The link's token is new on every send (only its hash is kept), so an earlier link stops working.
 * The email carries the invoice as a PDF, the same file GET /v1/invoice/{id}/pdf downloads. It is counted
 * against the merchant's daily limit first (429 changes nothing); then the mail goes out inside the
 * transaction: if it cannot be sent, nothing changes.
 */
export async function sendInvoice(ctx: InvoiceContext, merchantId: string, id: string): Promise<Invoice> {
  const merchantName = await invoiceRepository.merchantName(ctx.db, merchantId);
  const before = await findInvoice(ctx.db, merchantId, id);
  assertSendable(before);
  await ctx.db.transaction((tx) => reserveMerchantEmail(tx, ctx.mail, merchantId, 'invoice', before.email));
  return ctx.db.transaction(async (tx) => {
    assertSendable(await findInvoice(tx, merchantId, id, true));
    const { token, tokenHash } = newCapabilityToken();
    const row = await invoiceRepository.update(tx, merchantId, id, {
      status: 'ISSUED',
      paymentStatus: 'PENDING_PAYMENT',
      payTokenHash: tokenHash,
      sentAt: new Date(),
    });
    const lines = (await invoiceRepository.linesOf(tx, merchantId, [id])).get(id) ?? [];
    const invoice = toInvoice(row, lines);
    await ctx.mailer.send(await invoiceEmail(tx, row, lines, merchantName, payLink(ctx, token)));
    return invoice;
  });
}
