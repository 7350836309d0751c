import { type PayableInvoice, paymentStatusLabel } from '@oja/contracts';
import { dateTime, html, layout, money, linesTable } from '../../lib/public-page.ts';
import type { PayPageRefund } from './invoice-payment-service.ts';

const minor = (major: number) => Math.round(major * 100);

/** The amount the form offers first: the deposit still due, else everything that is left. */
const suggested = (invoice: PayableInvoice) =>
  invoice.depositDue > 0 ? invoice.depositDue : invoice.amountLeft;

function action(invoice: PayableInvoice, formAction: string, error?: string) {
  if (invoice.paymentStatus === 'PAID') {
    const when = invoice.paidAt ? ` on ${dateTime(new Date(invoice.paidAt))}` : '';
    return html`<p role="status">Thank you, your payment was received${when}.</p>`;
  }
  if (invoice.status === 'CANCELLED')
    return html`<p role="status">This invoice has been cancelled and cannot be paid.</p>`;
  const cash = (major: number) => money(minor(major), invoice.currency);
  const hint =
    invoice.depositDue > 0
      ? `A deposit of ${cash(invoice.depositDue)} is due first; you may pay up to ${cash(invoice.amountLeft)}.`
      : `You may pay part now, up to ${cash(invoice.amountLeft)}.`;
  return html`<form method="post" action="${formAction}">
    <label for="amount">Amount to pay (${invoice.currency})</label>
    <input
      id="amount"
      name="amount"
      inputmode="decimal"
      autocomplete="off"
      required
      value="${minor(suggested(invoice)) % 100 === 0 ? String(suggested(invoice)) : suggested(invoice).toFixed(2)}"
      aria-describedby="amount-hint${error ? ' amount-error' : ''}"
      ${error ? html`aria-invalid="true"` : ''}
    />
    <p id="amount-hint" class="muted">${hint}</p>
    ${error ? html`<p id="amount-error" class="error" role="alert">${error}</p>` : ''}
    <p class="actions"><button class="button" type="submit">Pay now</button></p>
  </form>`;
}

/** What went back to the buyer, each refund a line: how much, where to, and when. */
function refundsSection(refunds: PayPageRefund[], currency: string) {
  if (refunds.length === 0) return '';
  const where = (r: PayPageRefund) =>
    r.destination === 'store_credit' ? 'as store credit with the seller' : 'to your card or account';
  return html`<section>
    <h2>Refunded to you</h2>
    <ul>
      ${refunds.map((r) => html`<li>${money(r.amountMinor, currency)} ${where(r)} on ${dateTime(r.at)}</li>`)}
    </ul>
  </section>`;
}

/**
 * GET /pay/invoice/{token}: the buyer's invoice behind the payment link. "Pay now" posts a form (no script)
 * that is answered with a redirect to the provider's checkout, which sends the buyer back here.
 */
export function invoicePayPage(
  invoice: PayableInvoice,
  url: string,
  error?: string,
  refunds: PayPageRefund[] = [],
) {
  const cash = (major: number) => money(minor(major), invoice.currency);
  const paid = invoice.paymentStatus === 'PAID';
  const status = paymentStatusLabel(invoice.paymentStatus);
  const title = `Invoice ${invoice.invoiceNumber} for ${invoice.fullname}`;
  const body = html`<section>
      <p class="muted">${invoice.merchantName}</p>
      <h1>${title}</h1>
      <h2>${paid ? 'Amount paid' : 'Amount due'}</h2>
      <p><strong>${cash(paid ? invoice.totalAmount : invoice.amountLeft)}</strong></p>
      ${
        invoice.amountPaid > 0 && !paid
          ? html`<p>Paid so far ${cash(invoice.amountPaid)} of ${cash(invoice.totalAmount)}</p>`
          : ''
      }
      <p>Due ${invoice.dueDate} · <span class="status">${status}</span></p>
      ${action(invoice, new URL(url).pathname, error)}
    </section>
    ${refundsSection(refunds, invoice.currency)}
    <section>
      <h2>Invoice</h2>
      <p class="muted">Billed ${invoice.billingDate}</p>
      ${linesTable(
        invoice.products.map((p) => ({ name: p.name, quantity: p.quantity, amount: cash(p.totalAmount) })),
        [
          ...(invoice.vatAmount > 0
            ? [
                { name: 'Subtotal', amount: cash(invoice.amount) },
                { name: `VAT (${invoice.vatRate}%)`, amount: cash(invoice.vatAmount) },
              ]
            : []),
          { name: 'Total', amount: cash(invoice.totalAmount) },
        ],
      )}
    </section>
    <p class="muted">Payments are processed by our payment provider. Oja never sees your card details.</p>`;
  return layout(
    {
      title: `${title} from ${invoice.merchantName}`,
      description: `${cash(invoice.totalAmount)} · ${status}`,
      url,
    },
    body,
  );
}
