import PDFDocument from 'pdfkit';
import { currencySymbol, formatMinor } from '../../lib/money-text.ts';
import { fontData, pdfFonts } from '../invoices/index.ts';
import { formatReceiptNumber } from './issue-receipt.ts';
import type { ReceiptRow } from './receipt-repository.ts';

const MARGIN = 50;

/** The receipt as an A4 PDF, on the invoice PDF's fonts (the ₦ sign when the machine has a font for it). */
export function renderReceiptPdf(receipt: ReceiptRow, sellerName: string): Promise<Buffer> {
  const { regular, bold, unicode } = pdfFonts();
  const prefix = unicode ? currencySymbol(receipt.currency) : `${receipt.currency} `;
  const cash = (minor: number) => formatMinor(minor, prefix);
  const number = formatReceiptNumber(receipt.receiptNumber);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Receipt ${number}`, Author: sellerName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', fontData(regular));
  doc.registerFont('bold', fontData(bold));
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
