import { dateTime, html, layout, money } from '../../lib/public-page.ts';
import { formatReceiptNumber, receiptRepository } from '../receipts/index.ts';
import type { PublicPageContext } from './page-context.ts';
import { loadSellerContact, sellerSection } from './seller-contact.ts';

/** GET /r/{token}: the receipt of one payment, with its PDF. */
export async function receiptPage(
  ctx: PublicPageContext,
  merchantId: string,
  receiptId: string,
  url: string,
) {
  const receipt = await receiptRepository.find(ctx.db, merchantId, receiptId);
  if (!receipt) return undefined;
  const seller = await loadSellerContact(ctx.db, merchantId);
  const cash = (minor: number) => money(minor, receipt.currency);
  const number = formatReceiptNumber(receipt.receiptNumber);
  const body = html`<section>
      <p class="muted">Receipt from ${seller.name}</p>
      <h1>${number}</h1>
      <p>${receipt.description}</p>
      <p>Paid: <span class="status">${cash(receipt.amountMinor)}</span></p>
      <p class="muted">${dateTime(receipt.paidAt)} · reference ${receipt.paymentReference}</p>
      <p class="muted">Billed to ${receipt.buyerName}</p>
      <p class="actions"><a class="button" href="${url}.pdf" download>Download PDF</a></p>
    </section>
    <section>
      <h2>Paid for</h2>
      <table>
        <thead>
          <tr>
            <th>Item</th>
            <th class="n">Qty</th>
            <th class="n">Amount</th>
          </tr>
        </thead>
        <tbody>
          ${receipt.lines.map(
            (l) =>
              html`<tr>
                <td>${l.name}</td>
                <td class="n">${l.quantity}</td>
                <td class="n">${cash(l.unitMinor * l.quantity)}</td>
              </tr>`,
          )}
        </tbody>
        <tfoot>
          <tr>
            <td>Total paid</td>
            <td class="n"></td>
            <td class="n">${cash(receipt.amountMinor)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
    ${sellerSection(seller)}`;
  return layout(
    {
      title: `Receipt ${number} from ${seller.name}`,
      description: `${cash(receipt.amountMinor)} · Paid`,
      url,
    },
    body,
  );
}
