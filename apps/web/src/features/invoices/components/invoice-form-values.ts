import { INVOICE_CURRENCY, type Invoice, type InvoiceRequest } from '@oja/contracts';
import { addDays } from 'date-fns';
import { majorToMoneyText, moneyTextToMajor } from '@/components/money-input/money-text';
import { businessToday, formatLocalIsoDate } from '@/lib/dates';
import type { InvoiceDocumentProps } from './invoice-document';
import { draftTotal, lineTotalMinor } from './invoice-rules';

/** One line of the form: a catalogue product (productId, and its sku for display) or free text. */
export interface InvoiceFormLine {
  productId?: string;
  sku?: string;
  name: string;
  quantity?: number;
  /** The unit price as typed (money text, see components/money-input); '' until filled in. */
  price: string;
}

/** A line's numbers for the running totals. */
export const draftLine = (line: InvoiceFormLine) => ({
  quantity: line.quantity,
  price: moneyTextToMajor(line.price),
});

/** The deposit as chosen: none (''), a percentage of the total or a fixed amount (money text). */
export interface InvoiceFormDeposit {
  kind: '' | 'percent' | 'fixed';
  value: string;
}

/** The deposit of the request, from the form's (none in a draft kept from before deposits); the schema checks the value. */
export const depositOfForm = (deposit: InvoiceFormDeposit | undefined) => {
  if (!deposit?.kind) return undefined;
  const { kind, value } = deposit;
  return { kind, value: kind === 'fixed' ? moneyTextToMajor(value) : Number(value.trim() || Number.NaN) };
};

/** What the invoice form holds; `status` is set by the button used to submit it. */
export interface InvoiceFormValues {
  customerId?: string;
  fullname: string;
  phoneNumber: string;
  address: string;
  email: string;
  products: InvoiceFormLine[];
  billingDate: string;
  dueDate: string;
  note: string;
  deposit: InvoiceFormDeposit;
  vat: boolean;
  status: 'DRAFT' | 'ISSUED';
}

export const DEFAULT_DUE_DAYS = 14;

export const emptyInvoiceValues = (today = businessToday()): InvoiceFormValues => ({
  fullname: '',
  phoneNumber: '',
  address: '',
  email: '',
  products: [],
  billingDate: formatLocalIsoDate(today),
  dueDate: formatLocalIsoDate(addDays(today, DEFAULT_DUE_DAYS)),
  note: '',
  deposit: { kind: '', value: '' },
  vat: false,
  status: 'DRAFT',
});

/** A saved draft, back into the form. */
export const invoiceToValues = (invoice: Invoice): InvoiceFormValues => ({
  customerId: invoice.customerId ?? undefined,
  fullname: invoice.fullname,
  phoneNumber: invoice.phoneNumber,
  address: invoice.address,
  email: invoice.email,
  products: invoice.products.map((line) => ({
    productId: line.productId ?? undefined,
    name: line.name,
    quantity: line.quantity,
    price: majorToMoneyText(line.price),
  })),
  billingDate: invoice.billingDate,
  dueDate: invoice.dueDate,
  note: invoice.note ?? '',
  // Stored as an amount: a percentage deposit comes back as the fixed amount it came to.
  deposit:
    invoice.depositAmount > 0
      ? { kind: 'fixed', value: majorToMoneyText(invoice.depositAmount) }
      : { kind: '', value: '' },
  vat: invoice.vatAmount > 0,
  status: 'DRAFT',
});

/** The form's current state as the buyer would see it; totals are the form's own (display only). */
export const valuesToDocument = (values: InvoiceFormValues, merchantName: string): InvoiceDocumentProps => ({
  merchantName,
  invoiceNumber: null,
  buyer: {
    fullname: values.fullname,
    email: values.email,
    phoneNumber: values.phoneNumber,
    address: values.address,
  },
  billingDate: values.billingDate,
  dueDate: values.dueDate,
  lines: values.products.map((line) => ({
    name: line.name,
    quantity: line.quantity ?? 0,
    price: moneyTextToMajor(line.price) ?? 0,
    totalAmount: lineTotalMinor(draftLine(line)) / 100,
  })),
  total: draftTotal(values.products.map(draftLine)),
  currency: INVOICE_CURRENCY,
  note: values.note,
});

/** Keeps the request free of the form's display-only fields (the schema strips them too). */
export const toInvoiceRequest = (values: InvoiceRequest): InvoiceRequest => ({
  ...values,
  products: values.products.map(({ productId, name, quantity, price }) => ({
    productId,
    name,
    quantity,
    price,
  })),
});
