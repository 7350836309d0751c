import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { page, testCustomer, testInvoice, testProduct } from '@/features/invoices/testing/invoice-fixtures';
import { envelope, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const product = testProduct();
const saved = testInvoice({
  id: '0190a000-0000-7000-8000-0000000000b1',
  invoiceNumber: 'INV-0010',
  status: 'ISSUED',
  paymentStatus: 'PARTIALLY_PAID',
  depositAmount: 750.15,
  amountPaid: 800,
  amountLeft: 700,
});

const setup = () =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/users/customer': () => [200, envelope(page([testCustomer()]))],
    'GET /v1/products': () => [200, envelope(page([product]))],
    'POST /v1/invoice': () => [201, envelope(saved, 'Invoice created successfully', 201)],
    [`GET /v1/invoice/${saved.id}`]: () => [200, envelope(saved)],
  });

beforeEach(() => sessionStorage.clear());
beforeAll(async () => {
  await Promise.all([import('./add-invoice'), import('./detail'), import('../layout')]);
}, 60_000);

describe('invoices with a deposit', () => {
  it('asks for a deposit as a percentage, checks it with the shared rules and sends it', async () => {
    const fetchMock = setup();
    renderApp('/invoice/add-invoice');
    await userEvent.click(await screen.findByRole('button', { name: 'Use Ngozi Bello' }));
    await userEvent.type(screen.getByLabelText('Buyer address'), '4 Broad Street, Lagos');
    await userEvent.click(screen.getByRole('button', { name: 'Add Ankara fabric' }));
    await userEvent.selectOptions(screen.getByLabelText('Deposit'), 'percent');
    await userEvent.type(screen.getByLabelText('Deposit (% of the total)'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(
      await screen.findByText('The deposit percentage must be a whole number from 1 to 100'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/invoice')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Deposit (% of the total)'));
    await userEvent.type(screen.getByLabelText('Deposit (% of the total)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Invoice created successfully')).toBeInTheDocument();
    const [body] = sentBodies(fetchMock, 'POST /v1/invoice') as Array<Record<string, unknown>>;
    expect(body).toMatchObject({ deposit: { kind: 'percent', value: 30 } });
  });

  it('shows the deposit, what is paid and what is left on the detail, and offers no cancel', async () => {
    setup();
    renderApp(`/invoice/${saved.id}`);
    const balance = await screen.findByLabelText('Payments');
    expect(within(balance).getByText('₦750.15')).toBeInTheDocument();
    expect(within(balance).getByText('₦800.00')).toBeInTheDocument();
    expect(within(balance).getByText('₦700.00')).toBeInTheDocument();
    expect(screen.getAllByText('Part paid').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).not.toBeInTheDocument();
  });
});
