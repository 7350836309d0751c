import { describe, expect, it } from 'vitest';
import {
  formatInvoiceNumber,
  invoiceListQuery,
  invoiceMessages,
  invoiceRequest,
  invoiceStatusChange,
  matchesStatusFilter,
  paymentStatusLabel,
} from './invoices.ts';

describe('invoice payment status display (SPEC §4)', () => {
  it('shows PAID as Paid, PENDING_PAYMENT as Pending and NEW as New, whatever the case', () => {
    expect(paymentStatusLabel('PAID')).toBe('Paid');
    expect(paymentStatusLabel('PENDING_PAYMENT')).toBe('Pending');
    expect(paymentStatusLabel('NEW')).toBe('New');
    expect(paymentStatusLabel('pending_payment')).toBe('Pending');
    expect(paymentStatusLabel(' paid ')).toBe('Paid');
  });

  it('leaves an unknown status as it is', () => {
    expect(paymentStatusLabel('REFUNDED')).toBe('REFUNDED');
    expect(paymentStatusLabel(undefined)).toBe('');
  });
});

describe('invoice status filtering (SPEC §4)', () => {
  const rows = [{ status: 'DRAFT' }, { status: 'ISSUED' }, { status: 'draft' }, { status: 'CANCELLED' }];
  const keep = (option: string | undefined) =>
    rows.filter((r) => matchesStatusFilter(r.status, option)).map((r) => r.status);

  it("compares in upper case, and 'all' (or nothing) shows everything", () => {
    expect(keep('draft')).toEqual(['DRAFT', 'draft']);
    expect(keep('Issued')).toEqual(['ISSUED']);
    expect(keep('all')).toEqual(['DRAFT', 'ISSUED', 'draft', 'CANCELLED']);
    expect(keep('ALL')).toHaveLength(4);
    expect(keep('')).toHaveLength(4);
    expect(keep(undefined)).toHaveLength(4);
    expect(keep('paid')).toEqual([]);
  });

  it('applies the same rule to the list query the server reads', () => {
    expect(invoiceListQuery.parse({ status: 'draft', paymentStatus: 'pending_payment' })).toMatchObject({
      status: 'DRAFT',
      paymentStatus: 'PENDING_PAYMENT',
      page: 1,
      limit: 10,
    });
    const all = invoiceListQuery.parse({ status: 'all', paymentStatus: '' });
    expect(all.status).toBeUndefined();
    expect(all.paymentStatus).toBeUndefined();
    expect(invoiceListQuery.safeParse({ status: 'paid' }).error?.issues[0]?.message).toBe(
      'Status must be all, DRAFT, ISSUED or CANCELLED',
    );
    expect(invoiceListQuery.safeParse({ from: '2025-02-01', to: '2025-01-01' }).success).toBe(false);
  });
});

describe('invoice requests', () => {
  const valid = {
    fullname: 'Ada Obi',
    phoneNumber: '+234 801 234 5678',
    address: '12 Allen Avenue, Ikeja',
    email: 'Ada@Example.com',
    products: [{ name: 'Consulting', quantity: 2, price: 1500.5 }],
    billingDate: '2025-03-01',
    dueDate: '2025-03-15',
  };

  it('defaults to a DRAFT, lower-cases the email and accepts the status in any case', () => {
    expect(invoiceRequest.parse(valid)).toMatchObject({ status: 'DRAFT', email: 'ada@example.com' });
    expect(invoiceRequest.parse({ ...valid, status: 'issued' }).status).toBe('ISSUED');
    expect(invoiceRequest.safeParse({ ...valid, status: 'CANCELLED' }).success).toBe(false);
  });

  it('needs a name and a price on a free-text line, but not on a catalogue line', () => {
    const noName = invoiceRequest.safeParse({ ...valid, products: [{ quantity: 1, price: 5 }] });
    expect(noName.error?.issues[0]?.message).toBe(invoiceMessages.lineNeedsName);
    const noPrice = invoiceRequest.safeParse({ ...valid, products: [{ name: 'Thing', quantity: 1 }] });
    expect(noPrice.error?.issues[0]?.message).toBe(invoiceMessages.lineNeedsPrice);
    expect(invoiceRequest.safeParse({ ...valid, products: [{ productId: 'p1', quantity: 1 }] }).success).toBe(
      true,
    );
  });

  it('refuses a due date before the billing date, no lines, and bad quantities or prices', () => {
    expect(invoiceRequest.safeParse({ ...valid, dueDate: '2025-02-28' }).error?.issues[0]?.message).toBe(
      invoiceMessages.dueBeforeBilling,
    );
    expect(invoiceRequest.safeParse({ ...valid, products: [] }).error?.issues[0]?.message).toBe(
      'Add at least one item',
    );
    expect(
      invoiceRequest.safeParse({ ...valid, products: [{ name: 'x', quantity: 0, price: 1 }] }).success,
    ).toBe(false);
    expect(
      invoiceRequest.safeParse({ ...valid, products: [{ name: 'x', quantity: 1.5, price: 1 }] }).success,
    ).toBe(false);
    expect(
      invoiceRequest.safeParse({ ...valid, products: [{ name: 'x', quantity: 1, price: 1.005 }] }).success,
    ).toBe(false);
  });

  it('takes exactly one of status and paymentStatus in a status change', () => {
    expect(invoiceStatusChange.parse({ status: 'issued' })).toEqual({ status: 'ISSUED' });
    expect(invoiceStatusChange.parse({ paymentStatus: 'paid' })).toEqual({ paymentStatus: 'PAID' });
    expect(invoiceStatusChange.safeParse({}).success).toBe(false);
    expect(invoiceStatusChange.safeParse({ status: 'ISSUED', paymentStatus: 'PAID' }).success).toBe(false);
  });
});

describe('invoice numbers', () => {
  it('are INV- and at least four digits', () => {
    expect(formatInvoiceNumber(1)).toBe('INV-0001');
    expect(formatInvoiceNumber(42)).toBe('INV-0042');
    expect(formatInvoiceNumber(12345)).toBe('INV-12345');
  });
});
