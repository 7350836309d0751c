import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { resultPage, testDetail, testServiceOrder } from '@/features/orders/testing/order-fixtures';
import { envelope, mockFetch, type MockHandler } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const booked = testServiceOrder();
const others = [
  ['PENDING', '0190a000-0000-7000-8000-000000000002'],
  ['DELIVERED', '0190a000-0000-7000-8000-000000000003'],
  ['NOT_PAID', '0190a000-0000-7000-8000-000000000004'],
  ['PAID', '0190a000-0000-7000-8000-000000000005'],
  ['REFUNDED', '0190a000-0000-7000-8000-000000000006'],
].map(([status, id]) => testServiceOrder({ id, status }));

const setup = (extra: Record<string, MockHandler> = {}) => {
  const queries: URLSearchParams[] = [];
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser({ serviceType: 'service' }))],
    'GET /v1/order/seller': ({ query }) => {
      queries.push(query);
      return [200, envelope(resultPage([booked, ...others]))];
    },
    ...extra,
  });
  return queries;
};

describe('/services Orders tab', () => {
  it("lists service orders with SPEC §4's status labels and the booked slot", async () => {
    const queries = setup();
    renderApp('/services?tab=orders');
    const table = await screen.findByRole('table', { name: 'Service orders' });
    await within(table).findByRole('link', { name: '#ORD-fe9d8' });
    expect(queries[0]?.get('type')).toBe('SERVICE');

    const status = (id: string) =>
      within(
        within(table)
          .getByRole('link', { name: `#ORD-${id.slice(-5)}` })
          .closest('tr')!,
      );
    expect(status(booked.id).getByText('new order')).toBeInTheDocument();
    expect(status(booked.id).getByText('Bridal make-up')).toBeInTheDocument();
    expect(status(booked.id).getByText('14 March 2025 · 09:00–11:30')).toBeInTheDocument();
    expect(status(booked.id).getByText('₦25,000.00')).toBeInTheDocument();
    expect(status(others[0]!.id).getByText('pending')).toBeInTheDocument();
    expect(status(others[1]!.id).getByText('delivered')).toBeInTheDocument();
    expect(status(others[2]!.id).getByText('not paid')).toBeInTheDocument();
    expect(status(others[3]!.id).getByText('paid')).toBeInTheDocument();
    expect(status(others[4]!.id).getByText('No status')).toBeInTheDocument();
  });

  it('filters by all, not paid, paid, new, on transit, delivered', async () => {
    const queries = setup();
    const { router } = renderApp('/services?tab=orders');
    const group = await screen.findByRole('group', { name: 'Service order status' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['all', 'not paid', 'paid', 'new', 'on transit', 'delivered']);
    await userEvent.click(within(group).getByRole('radio', { name: 'on transit' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('on transit'));
    expect(router.state.location.search).toBe('?tab=orders&status=on+transit');
  });

  it('opens an order with its Booking block (name, date, hours, description, order id)', async () => {
    setup({ [`GET /v1/order/${booked.id}`]: () => [200, envelope(testDetail(booked))] });
    const { router } = renderApp('/services?tab=orders');
    await userEvent.click(await screen.findByRole('link', { name: '#ORD-fe9d8' }));

    const order = await screen.findByRole('article', { name: `Order ${booked.orderReference}` });
    expect(router.state.location.search).toBe(`?tab=orders&order=${booked.id}`);
    const booking = within(within(order).getByRole('region', { name: 'Booking' }));
    expect(booking.getByText('Bridal make-up')).toBeInTheDocument();
    expect(booking.getByText('14 March 2025')).toBeInTheDocument();
    expect(booking.getByText('09:00–11:30')).toBeInTheDocument();
    expect(booking.getByText('Soft glam for a church wedding')).toBeInTheDocument();
    expect(booking.getByText('#ORD-fe9d8')).toBeInTheDocument();
    expect(booking.getByText('12 Allen Avenue, Ikeja')).toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: 'Call Logistics' })).not.toBeInTheDocument();

    await userEvent.click(within(order).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('table', { name: 'Service orders' })).toBeInTheDocument();
  });

  it('offers only the moves the rules allow on a paid booking and sends the chosen one', async () => {
    const sent: unknown[] = [];
    setup({
      [`GET /v1/order/${booked.id}`]: () => [200, envelope(testDetail(booked))],
      [`PATCH /v1/order/${booked.id}/status`]: ({ body }) => {
        sent.push(body);
        return [200, envelope(testDetail({ ...booked, status: 'PENDING' }), 'Order status updated')];
      },
    });
    renderApp(`/services?tab=orders&order=${booked.id}`);
    const moves = await screen.findByRole('group', { name: 'Update status' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as pending', 'Mark as delivered']);
    await userEvent.click(within(moves).getByRole('button', { name: 'Mark as pending' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'PENDING' }]));
    const after = await screen.findByRole('group', { name: 'Update status' });
    await waitFor(() =>
      expect(
        within(after)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Mark as delivered']),
    );
    // Delivered cannot be taken back: it is confirmed first, and nothing is sent before.
    await userEvent.click(within(after).getByRole('button', { name: 'Mark as delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order as delivered?' });
    expect(sent).toEqual([{ status: 'PENDING' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'PENDING' }, { status: 'DELIVERED' }]));
  });

  it('an unpaid booking offers no moves and says it awaits payment', async () => {
    const unpaid = {
      ...booked,
      status: 'NOT_PAID',
      paymentStatus: 'awaiting_payment' as const,
      paidAt: null,
      paymentDueAt: '2025-03-05T15:00:00.000Z',
      settlement: null,
    };
    setup({ [`GET /v1/order/${booked.id}`]: () => [200, envelope(testDetail(unpaid))] });
    renderApp(`/services?tab=orders&order=${booked.id}`);
    expect(await screen.findAllByText('Awaiting payment')).not.toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Update status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
