import type { Customer, Invoice, Paginated, Product } from '@oja/contracts';
import { productFixture } from '@/testing/product-fixtures';

/** Invoices and related records as the API returns them, for tests. */
export const testInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: '0190a000-0000-7000-8000-000000000001',
  userId: 'user-1',
  invoiceNumber: 'INV-0001',
  fullname: 'Chidi Okeke',
  phoneNumber: '+2348031111111',
  address: '12 Allen Avenue, Ikeja',
  email: 'chidi@example.com',
  customerId: null,
  note: null,
  products: [{ productId: null, name: 'Tailoring', quantity: 2, price: 750, totalAmount: 1500 }],
  amount: 1500,
  totalAmount: 1500,
  currency: 'NGN',
  paymentStatus: 'NEW',
  status: 'DRAFT',
  billingDate: '2025-03-05',
  dueDate: '2025-03-19',
  sentAt: null,
  paidAt: null,
  depositAmount: 0,
  amountPaid: 0,
  amountLeft: 1500,
  depositDue: 0,
  amountRefunded: 0,
  vatRate: 0,
  vatAmount: 0,
  createdAt: '2025-03-05T09:00:00.000Z',
  updatedAt: '2025-03-05T09:00:00.000Z',
  version: 1,
  ...overrides,
});

export const page = <T>(results: T[], overrides: Partial<Paginated<T>> = {}): Paginated<T> => ({
  results,
  page: 1,
  limit: 10,
  totalPages: results.length > 0 ? 1 : 0,
  totalResults: results.length,
  ...overrides,
});

export const testCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  id: '0190a000-0000-7000-8000-0000000000c1',
  name: 'Ngozi Bello',
  email: 'ngozi@example.com',
  phone: '+2348022222222',
  ...overrides,
});

export const testProduct = (overrides: Partial<Product> = {}): Product =>
  productFixture({
    id: '0190a000-0000-7000-8000-0000000000p1',
    sku: 'ANK-001',
    name: 'Ankara fabric',
    image: null,
    thumbnail: null,
    price: 2500.5,
    units: 12,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  });
