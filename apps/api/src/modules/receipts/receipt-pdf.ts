import { openPdf } from '../../lib/pdf-document.ts';
import { formatReceiptNumber } from './issue-receipt.ts';
import type { ReceiptRow } from './receipt-repository.ts';

/** The receipt as an A4 PDF, on the invoice PDF's fonts (the ₦ sign when the machine has a font for it). */
export function renderReceiptPdf(receipt: ReceiptRow, sellerName: string): Promise<Buffer> {
  const number = formatReceiptNumber(receipt.receiptNumber);
  const {
    doc,
    done,
    money: cash,
  } = openPdf({
    title: `Receipt ${number}`,
    author: sellerName,
    currency: receipt.currency,
  });
  doc.font('bold').fontSize(20).text(sellerName).text(`RECEIPT ${number}`);
  doc.font('body').fontSize(10).moveDown();
  doc.text(`Paid on ${receipt.paidAt.toISOString().slice(0, 10)} · reference ${receipt.paymentReference}`);
  doc.text(`Billed to ${receipt.buyerName} (${receipt.buyerEmail})`);
  doc.text(receipt.description).moveDown();
  for (const line of receipt.lines)
    doc.text(`${line.quantity} × ${line.name} — ${cash(line.unitMinor * line.quantity)}`);
  doc
    .moveDown()
    .font('bold')
    .fontSize(12)
    .text(`Total paid: ${cash(receipt.amountMinor)}`);
  doc.end();
  return done;
}
