// What other modules may use of invoices; everything else in the folder is its own.
export { INVOICE_PAYMENT_PURPOSE, settleInvoicePayment } from './invoice-settlement.ts';
export { invoiceOfPayLink, shareableInvoice } from './invoice-pay-link.ts';
export { recordVatReceived, vatReceivedOf } from './invoice-vat-entries.ts';
