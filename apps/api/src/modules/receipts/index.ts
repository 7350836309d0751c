// What other modules may use of receipts; everything else in the folder is its own.
export { formatReceiptNumber, issueReceipt, type ReceiptInput } from './issue-receipt.ts';
export { renderReceiptPdf } from './receipt-pdf.ts';
export { receiptRepository, type ReceiptRow } from './receipt-repository.ts';
export { mailQueuedReceipts, type ReceiptMailContext } from './receipt-mail.ts';
