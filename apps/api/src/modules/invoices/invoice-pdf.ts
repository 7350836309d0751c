import { bpToRate, formatInvoiceNumber, invoiceMessages, paymentStatusLabel } from '@oja/contracts';
import type { InvoiceRow, LineRow } from './invoice-repository.ts';
import type { InvoiceSeller } from './invoice-seller.ts';
import { openPdf, PDF_MARGIN as MARGIN } from '../../lib/pdf-document.ts';

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Text is laid out without ligatures: with them PDFKit's ToUnicode map garbles the text a reader copies
 * ("file for" read back as "lef ro"), and a buyer copies the account number, name and address from here.
 */
const plain = (options: PDFKit.Mixins.TextOptions = {}) =>
  ({ ...options, features: { liga: false } }) as unknown as PDFKit.Mixins.TextOptions;

const COLUMNS = [
  { title: 'Item', x: 50, width: 215, align: 'left' },
  { title: 'Qty', x: 270, width: 50, align: 'right' },
  { title: 'Unit price', x: 325, width: 105, align: 'right' },
  { title: 'Amount', x: 435, width: 110, align: 'right' },
] as const;

/**
 * The invoice as an A4 PDF: the seller with its address, the buyer, the lines, the total and the bank
 * account to pay into (or a line saying there is none yet).
 */
export function renderInvoicePdf(
  invoice: InvoiceRow,
  lines: LineRow[],
  seller: InvoiceSeller,
): Promise<Buffer> {
  const merchantName = seller.name;
  const number = formatInvoiceNumber(invoice.invoiceNumber);
  const { doc, done, money } = openPdf({
    title: `Invoice ${number}`,
    author: merchantName,
    currency: invoice.currency,
  });

  doc
    .font('bold')
    .fontSize(20)
    .text(merchantName, MARGIN, MARGIN, plain({ width: 300 }));
  doc
    .font('bold')
    .fontSize(20)
    .text('INVOICE', 345, MARGIN, plain({ width: 200, align: 'right' }));
  doc.font('body').fontSize(10).moveDown(0.5);
  const top = doc.y;
  doc.text(seller.address.join('\n'), MARGIN, top, plain({ width: 280 }));
  const addressBottom = doc.y;
  const meta = [
    `Invoice number: ${number}`,
    `Billing date: ${longDate(invoice.billingDate)}`,
    `Due date: ${longDate(invoice.dueDate)}`,
    `Status: ${invoice.status} · ${paymentStatusLabel(invoice.paymentStatus)}`,
  ];
  doc.text(meta.join('\n'), 345, top, plain({ width: 200, align: 'right' }));

  doc
    .font('bold')
    .fontSize(11)
    .text('Bill to', MARGIN, Math.max(doc.y, addressBottom) + 20, plain());
  doc
    .font('body')
    .fontSize(10)
    .text(
      [invoice.fullname, invoice.address, invoice.phoneNumber, invoice.email].join('\n'),
      plain({ width: 300 }),
    );

  let y = doc.y + 24;
  const row = (cells: string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(10);
    const height = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell, plain({ width: COLUMNS[i]!.width }))),
    );
    if (y + height > doc.page.height - MARGIN - 60) {
      doc.addPage();
      y = MARGIN;
    }
    cells.forEach((cell, i) =>
      doc.text(cell, COLUMNS[i]!.x, y, plain({ width: COLUMNS[i]!.width, align: COLUMNS[i]!.align })),
    );
    y += height + 8;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(545, y - 4)
      .lineWidth(0.5)
      .strokeColor('#9ca3af')
      .stroke();
  };

  row(
    COLUMNS.map((c) => c.title),
    'bold',
  );
  rule();
  for (const line of lines)
    row([line.name, String(line.quantity), money(line.priceMinor), money(line.totalAmountMinor)], 'body');
  rule();
  if (invoice.vatMinor > 0) {
    row(['Subtotal', '', '', money(invoice.amountMinor)], 'body');
    row([`VAT (${bpToRate(invoice.vatRateBp)}%)`, '', '', money(invoice.vatMinor)], 'body');
  }
  row(['Total', '', '', money(invoice.totalAmountMinor)], 'bold');
  if (invoice.depositMinor > 0) row(['Deposit due first', '', '', money(invoice.depositMinor)], 'body');

  if (invoice.note)
    doc
      .font('body')
      .fontSize(10)
      .text(invoice.note, MARGIN, y + 16, plain({ width: 495 }));
  payTo(doc, seller, invoice.note ? doc.y + 16 : y + 16);
  doc.end();
  return done;
}

/** Where the buyer pays: the merchant's verified bank account, or a line saying none is on file. */
function payTo(doc: PDFKit.PDFDocument, seller: InvoiceSeller, y: number) {
  if (y > doc.page.height - MARGIN - 80) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('bold').fontSize(11).text('Pay to', MARGIN, y, plain());
  const details = seller.bank
    ? [
        `Bank: ${seller.bank.bankName}`,
        `Account number: ${seller.bank.accountNumber}`,
        `Account name: ${seller.bank.accountName}`,
      ].join('\n')
    : invoiceMessages.pdfNoBankAccount(seller.name);
  doc
    .font('body')
    .fontSize(10)
    .text(details, plain({ width: 495 }));
}
