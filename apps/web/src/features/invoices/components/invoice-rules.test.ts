import { describe, expect, it } from 'vitest';
import {
  allowedInvoiceActions,
  draftTotal,
  formatInvoiceDate,
  invoiceStatusLabel,
  lineTotalMinor,
  paymentStatusLabel,
} from './invoice-rules';

describe('allowedInvoiceActions', () => {
  it.each([
    [
      'DRAFT',
      'NEW',
      { edit: true, issue: true, markPending: false, markPaid: false, cancel: true, send: true },
    ],
    [
      'ISSUED',
      'NEW',
      { edit: false, issue: false, markPending: true, markPaid: true, cancel: true, send: true },
    ],
    [
      'ISSUED',
      'PENDING_PAYMENT',
      { edit: false, issue: false, markPending: false, markPaid: true, cancel: true, send: true },
    ],
    [
      'ISSUED',
      'PAID',
      { edit: false, issue: false, markPending: false, markPaid: false, cancel: false, send: false },
    ],
    [
      'CANCELLED',
      'NEW',
      { edit: false, issue: false, markPending: false, markPaid: false, cancel: false, send: false },
    ],
  ] as const)('%s / %s', (status, paymentStatus, expected) => {
    expect(allowedInvoiceActions({ status, paymentStatus })).toEqual(expected);
  });
});

describe('labels and formats', () => {
  it("shows payment statuses as 'Paid', 'Pending' and 'New', whatever their case", () => {
    expect(paymentStatusLabel('PAID')).toBe('Paid');
    expect(paymentStatusLabel('pending_payment')).toBe('Pending');
    expect(paymentStatusLabel('New')).toBe('New');
    expect(invoiceStatusLabel('DRAFT')).toBe('Draft');
  });

  it("formats a billing date as 'dd MMM yyyy' without a time-zone shift", () => {
    expect(formatInvoiceDate('2025-03-05')).toBe('05 Mar 2025');
    expect(formatInvoiceDate('2025-01-01')).toBe('01 Jan 2025');
    expect(formatInvoiceDate('')).toBe('');
    expect(formatInvoiceDate('not a date')).toBe('');
  });
});

describe('draft totals', () => {
  it('sums quantity × unit price in kobo, so decimals do not drift', () => {
    expect(lineTotalMinor({ quantity: 3, price: 0.1 })).toBe(30);
    expect(
      draftTotal([
        { quantity: 3, price: 0.1 },
        { quantity: 1, price: 0.2 },
      ]),
    ).toBe(0.5);
    expect(
      draftTotal([
        { quantity: 2, price: 2500.5 },
        { quantity: 1, price: 999.99 },
      ]),
    ).toBe(6000.99);
  });

  it('counts lines that are not filled in yet as 0', () => {
    expect(
      draftTotal([
        { quantity: undefined, price: 100 },
        { quantity: 2, price: undefined },
      ]),
    ).toBe(0);
    expect(draftTotal([{ quantity: Number.NaN, price: 5 }])).toBe(0);
    expect(draftTotal([])).toBe(0);
  });
});
