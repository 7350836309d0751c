import { type PayableInvoice, paymentStatusLabel } from '@oja/contracts';
import { dateTime, html, layout, money } from '../../lib/public-page.ts';

const minor = (major: number) => Math.round(major * 100);

function action(invoice: PayableInvoice, formAction: string) {
  if (invoice.paymentStatus === 'PAID') {
    const when = invoice.paidAt ? ` on ${dateTime(new Date(invoice.paidAt))}` : '';
    return html`<p role="status">Thank you, your payment was received${when}.</p>`;
  }
  if (invoice.status === 'CANCELLED')
    return html`<p role="status">This invoice has been cancelled and cannot be paid.</p>`;
  return html`<form method="post" action="${formAction}" class="actions">
    <button class="button" type="submit">Pay now</button>
  </form>`;
}

/**
 * GET /pay/invoice/{token}: the buyer's invoice behind the payment link. "Pay now" posts a form (no script)
 * that is answered with a redirect to the provider's checkout, which sends the buyer back here.
 */
export function invoicePayPage(invoice: PayableInvoice, url: string) {
  const cash = (major: number) => money(minor(major), invoice.currency);
  const paid = invoice.paymentStatus === 'PAID';
  const status = paymentStatusLabel(invoice.paymentStatus);
  const title = `Invoice ${invoice.invoiceNumber} for ${invoice.fullname}`;
  const body = html`<section>
      <p class="muted">${invoice.merchantName}</p>
      <h1>${title}</h1>
      <h2>${paid ? 'Amount paid' : 'Amount due'}</h2>
      <p><strong>${cash(invoice.totalAmount)}</strong></p>
      <p>Due ${invoice.dueDate} · <span class="status">${status}</span></p>
      ${action(invoice, new URL(url).pathname)}
    </section>
    <section>
      <h2>Invoice</h2>
      <p class="muted">Billed ${invoice.billingDate}</p>
      <table>
        <thead>
          <tr>
            <th>Item</th>
            <th class="n">Qty</th>
            <th class="n">Amount</th>
          </tr>
        </thead>
        <tbody>
          ${invoice.products.map(
            (p) =>
              html`<tr>
                <td>${p.name}</td>
                <td class="n">${p.quantity}</td>
                <td class="n">${cash(p.totalAmount)}</td>
              </tr>`,
          )}
        </tbody>
        <tfoot>
          <tr>
            <td>Total</td>
            <td class="n"></td>
            <td class="n">${cash(invoice.totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
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
