import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { page, testInvoice } from '@/features/invoices/testing/invoice-fixtures';
import { envelope, failure, mockFetch, type MockRequest } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const draft = testInvoice();
const paid = testInvoice({
  id: '0190a000-0000-7000-8000-000000000002',
  invoiceNumber: 'INV-0002',
  fullname: 'Bisi Adams',
  status: 'ISSUED',
  paymentStatus: 'PAID',
  totalAmount: 1234567.8,
  billingDate: '2025-01-09',
});
const pending = testInvoice({
  id: '0190a000-0000-7000-8000-000000000003',
  invoiceNumber: 'INV-0003',
  fullname: 'Musa Ali',
  status: 'ISSUED',
  paymentStatus: 'PENDING_PAYMENT',
});

const listing = (handler: (request: MockRequest) => [number, unknown]) => {
  const requests: URLSearchParams[] = [];
  const fetchMock = mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/invoice': (request) => {
      requests.push(request.query);
      return handler(request);
    },
  });
  return { requests, fetchMock };
};

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('row')
    .slice(1);

// The routes are lazy chunks: load them once up front, so that a busy machine's first module transform
// does not eat into the first test's wait for the screen.
beforeAll(async () => {
  await Promise.all([import('./list'), import('../layout')]);
}, 60_000);

describe('/invoice', () => {
  it('lists invoices with their number, buyer, date, amount and statuses; only drafts can be edited', async () => {
    listing(() => [
      200,
      envelope(page([draft, paid, pending], { page: 2, totalPages: 2, totalResults: 13 })),
    ]);
    renderApp('/invoice?page=2');

    expect(await screen.findByRole('link', { name: 'INV-0002' })).toBeInTheDocument();
    const [first, second, third] = bodyRows().map((row) => within(row));
    // Row numbers continue across pages: (page - 1) × 10 + index + 1.
    expect(first!.getByText('11')).toBeInTheDocument();
    expect(second!.getByText('Bisi Adams')).toBeInTheDocument();
    expect(second!.getByText('09 Jan 2025')).toBeInTheDocument();
    expect(second!.getByText('₦1,234,567.80')).toBeInTheDocument();
    expect(first!.getByText('₦1,500.00')).toBeInTheDocument();

    expect(first!.getByText('New')).toBeInTheDocument();
    expect(first!.getByText('Draft')).toBeInTheDocument();
    expect(second!.getByText('Paid')).toBeInTheDocument();
    expect(third!.getByText('Pending')).toBeInTheDocument();

    expect(first!.getByRole('link', { name: 'Edit INV-0001' })).toHaveAttribute(
      'href',
      `/invoice/${draft.id}/edit-invoice`,
    );
    expect(second!.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(third!.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(third!.getByRole('link', { name: 'View INV-0003' })).toHaveAttribute(
      'href',
      `/invoice/${pending.id}`,
    );

    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 2');
    expect(screen.getByRole('link', { name: 'Create invoice' })).toHaveAttribute(
      'href',
      '/invoice/add-invoice',
    );
    expect(screen.getByTestId('header-title')).toHaveTextContent('invoice');
  });

  it('keeps the tab in the URL and asks the server for that status', async () => {
    const { requests } = listing(({ query }) => [
      200,
      envelope(page(query.get('status') === 'draft' ? [draft] : [draft, paid])),
    ]);
    const { router } = renderApp('/invoice');

    expect(await screen.findByRole('tab', { name: 'All Invoice', selected: true })).toBeInTheDocument();
    await screen.findByText('Bisi Adams');
    expect(requests[0]?.get('status')).toBe('all');

    await userEvent.click(screen.getByRole('tab', { name: 'Draft' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'));
    await waitFor(() => expect(screen.queryByText('Bisi Adams')).not.toBeInTheDocument());
    expect(screen.getByText('Chidi Okeke')).toBeInTheDocument();
    expect(requests.at(-1)?.get('status')).toBe('draft');
  });

  it('never shows a non-draft row under the Draft tab', async () => {
    // Whatever the server sends, the Draft tab compares statuses in upper case.
    listing(() => [200, envelope(page([draft, paid]))]);
    renderApp('/invoice?tab=draft');
    expect(await screen.findByText('Chidi Okeke')).toBeInTheDocument();
    expect(screen.queryByText('Bisi Adams')).not.toBeInTheDocument();
  });

  it('searches by buyer name through the URL, back on page 1', async () => {
    const { requests } = listing(({ query }) => [
      200,
      envelope(page(query.get('name') === 'bisi' ? [paid] : [draft, paid])),
    ]);
    const { router } = renderApp('/invoice?page=3');
    await screen.findByText('Chidi Okeke');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'bisi');
    await waitFor(() => expect(router.state.location.search).toBe('?search=bisi'), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('Chidi Okeke')).not.toBeInTheDocument());
    expect(requests.at(-1)?.get('name')).toBe('bisi');
    expect(requests.at(-1)?.get('page')).toBe('1');
  });

  it("shows 'Please wait...', then the empty state", async () => {
    let answer: (value: [number, unknown]) => void = () => {};
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/invoice': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/invoice');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByText('Please wait...')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 0 of 0');
    answer([200, envelope(page([]))]);
    expect(await screen.findByText('Nothing to see yet')).toBeInTheDocument();
    expect(screen.getByText('Records will be listed here')).toBeInTheDocument();
  });

  it('toasts the error text when the list cannot be loaded', async () => {
    listing(() => [400, failure(400, 'Payment status must be all, NEW, PENDING_PAYMENT or PAID')]);
    renderApp('/invoice');
    await waitFor(() =>
      expect(screen.getAllByText('Payment status must be all, NEW, PENDING_PAYMENT or PAID')).toHaveLength(2),
    );
    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't load invoices");
    expect(screen.queryByText('Nothing to see yet')).not.toBeInTheDocument();
  });
});
