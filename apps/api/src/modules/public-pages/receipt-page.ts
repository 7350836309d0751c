import { dateTime, html, layout, money, linesTable } from '../../lib/public-page.ts';
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
      ${linesTable(
        receipt.lines.map((l) => ({
          name: l.name,
          quantity: l.quantity,
          amount: cash(l.unitMinor * l.quantity),
        })),
        [{ name: 'Total paid', amount: cash(receipt.amountMinor) }],
      )}
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
