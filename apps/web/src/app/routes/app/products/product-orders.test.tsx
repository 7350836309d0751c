import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { resultPage, testDetail, testOrder, testShipment } from '@/features/orders/testing/order-fixtures';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { envelope, failure, mockFetch, type MockHandler } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const processing = testOrder({ createdAt: '2025-03-05T14:30:00' });
const shipped = testOrder({
  id: '0190a000-0000-7000-8000-0000000cd34e',
  status: 'shipped',
  delivery_name: 'Bisi Adams',
  email: 'bisi@example.com',
  products: [{ productId: { _id: 'p3', name: 'Aso oke', price: 1234567.8, image: null }, quantity: 1 }],
});
const awaiting = testOrder({ id: '0190a000-0000-7000-8000-0000000ef56a', status: 'awaiting_pickup' });
const delivered = testOrder({ id: '0190a000-0000-7000-8000-0000000aa78b', status: 'delivered' });

const setup = (orders: MockHandler, extra: Record<string, MockHandler> = {}) => {
  const queries: URLSearchParams[] = [];
  const fetchMock = mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/order/seller': (request) => {
      queries.push(request.query);
      return orders(request);
    },
    ...extra,
  });
  return { queries, fetchMock };
};

const rows = () =>
  within(screen.getByRole('table', { name: 'Product orders' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row));

describe('/products Orders tab', () => {
  it('lists product orders: number, #ORD- id, buyer, date, items, amount and a coloured status chip', async () => {
    const { queries } = setup(() => [
      200,
      envelope(
        resultPage([processing, shipped, awaiting, delivered], { page: 2, totalPages: 2, totalResults: 14 }),
      ),
    ]);
    renderApp('/products?tab=orders&page=2');

    expect(await screen.findByRole('link', { name: '#ORD-ab12c' })).toBeInTheDocument();
    expect(queries[0]?.get('type')).toBe('PRODUCT');
    expect(queries[0]?.get('status')).toBe('all');
    expect(queries[0]?.get('page')).toBe('2');
    expect(queries[0]?.get('limit')).toBe('10');

    const [first, second, third, fourth] = rows();
    expect(first!.getByText('11')).toBeInTheDocument();
    expect(first!.getByText('Kemi Adeyemi')).toBeInTheDocument();
    expect(first!.getByText('kemi@example.com')).toBeInTheDocument();
    expect(first!.getByText('05 Mar 2025 14:30')).toBeInTheDocument();
    expect(first!.getByText('3 items')).toBeInTheDocument();
    // Σ price × quantity: 2 × 4,500 + 1 × 1,500.50 (not the order's cartTotal or totalPrice).
    expect(first!.getByText('₦10,500.50')).toBeInTheDocument();
    expect(second!.getByText('₦1,234,567.80')).toBeInTheDocument();

    const chip = (row: ReturnType<typeof within>, label: string) =>
      row.getByText(label).closest('[data-tone]');
    expect(chip(first!, 'processing')).toHaveAttribute('data-tone', 'orange');
    expect(chip(first!, 'processing')).toHaveClass('bg-orange-50');
    expect(chip(second!, 'In transit')).toHaveAttribute('data-tone', 'green');
    expect(chip(third!, 'awaiting pickup')).toHaveAttribute('data-tone', 'amber');
    expect(chip(third!, 'awaiting pickup')).toHaveClass('bg-amber-50');
    expect(chip(fourth!, 'delivered')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 2');
  });

  it('filters by the tabs all, awaiting pickup, in transit, delivered, kept in the URL', async () => {
    const { queries } = setup(({ query }) => [
      200,
      envelope(resultPage(query.get('status') === 'in transit' ? [shipped] : [processing, shipped])),
    ]);
    const { router } = renderApp('/products?tab=orders');
    const group = await screen.findByRole('group', { name: 'Product order status' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['all', 'awaiting pickup', 'in transit', 'delivered']);
    expect(within(group).getByRole('radio', { name: 'all' })).toBeChecked();
    await screen.findByRole('link', { name: '#ORD-ab12c' });

    await userEvent.click(within(group).getByRole('radio', { name: 'in transit' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '#ORD-ab12c' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '#ORD-cd34e' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('in transit');
    expect(router.state.location.search).toBe('?tab=orders&status=in+transit');
  });

  it("shows 'Nothing to see yet' when there are no orders, and 'Please wait...' while loading", async () => {
    let answer: (value: [number, unknown]) => void = () => {};
    const { queries } = setup(() => new Promise((resolve) => (answer = resolve)));
    renderApp('/products?tab=orders');
    await waitFor(() => expect(queries).toHaveLength(1));
    const table = screen.getByRole('table', { name: 'Product orders' });
    expect(within(table).getByText('Please wait...')).toBeInTheDocument();
    answer([200, envelope(resultPage([]))]);
    expect(await screen.findByText('Nothing to see yet')).toBeInTheDocument();
    expect(screen.getByText('Records will be listed here')).toBeInTheDocument();
  });

  it("shows 'Sorry something went wrong', the error and 'Try refreshing the page' when the list fails", async () => {
    setup(() => [400, failure(400, 'Unknown status filter')]);
    renderApp('/products?tab=orders');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry something went wrong');
    expect(alert).toHaveTextContent('Unknown status filter');
    expect(alert).toHaveTextContent('Try refreshing the page');
  });

  it("falls back to 'Could not get product orders. Try again later.'", async () => {
    setup(() => [403, failure(403, '')]);
    renderApp('/products?tab=orders');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not get product orders. Try again later.',
    );
  });

  it('opens an order in place, with its buyer, items, amounts and timeline, and goes Back to the list', async () => {
    const detail = testDetail(shipped, {
      shipment: testShipment,
      timeline: [
        { status: 'processing', description: 'Order placed', location: null, at: '2025-03-05T14:30:00' },
        {
          status: 'shipped',
          description: 'Pickup arranged with Redline Logistics (simulated)',
          location: 'Ikeja, Lagos',
          at: '2025-03-05T15:00:00',
        },
      ],
    });
    setup(() => [200, envelope(resultPage([processing, shipped]))], {
      [`GET /v1/order/${shipped.id}`]: () => [200, envelope(detail)],
    });
    const { router } = renderApp('/products?tab=orders');
    await userEvent.click(await screen.findByRole('link', { name: '#ORD-cd34e' }));

    const order = await screen.findByRole('article', { name: `Order ${shipped.orderReference}` });
    expect(router.state.location.search).toBe(`?tab=orders&order=${shipped.id}`);
    expect(within(order).getByRole('heading', { name: 'Order #ORD-cd34e' })).toBeInTheDocument();
    expect(within(order).getAllByText('In transit')[0]).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'bisi@example.com' })).toHaveAttribute(
      'href',
      'mailto:bisi@example.com',
    );
    expect(within(order).getByText(shipped.delivery_address)).toBeInTheDocument();
    expect(within(order).getByText('Aso oke')).toBeInTheDocument();
    expect(within(order).getByTestId('order-amount')).toHaveTextContent('₦1,234,567.80');
    expect(within(order).getByText('OJS3524890917')).toBeInTheDocument();
    const timeline = within(within(order).getByRole('list', { name: 'Timeline' }));
    expect(timeline.getByText('Order placed')).toBeInTheDocument();
    expect(timeline.getByText('Pickup arranged with Redline Logistics (simulated)')).toBeInTheDocument();
    expect(timeline.getByText('Ikeja, Lagos')).toBeInTheDocument();
    // Only a processing order can be handed to the carrier.
    expect(within(order).queryByRole('button', { name: 'Call Logistics' })).not.toBeInTheDocument();

    await userEvent.click(within(order).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('table', { name: 'Product orders' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=orders');
  });

  it("updates the list live when 'order.updated' arrives, without a reload", async () => {
    let status = 'processing';
    setup(() => [200, envelope(resultPage([testOrder({ status })]))]);
    renderApp('/products?tab=orders');
    const row = (await screen.findByRole('link', { name: '#ORD-ab12c' })).closest('tr')!;
    expect(within(row).getByText('processing')).toBeInTheDocument();

    status = 'awaiting_pickup';
    await waitFor(() => expect(FakeWebSocket.open().length).toBeGreaterThan(0));
    FakeWebSocket.latest().emit({ type: 'order.updated', data: { orderId: processing.id, status } });
    expect(await within(screen.getByRole('table')).findByText('awaiting pickup')).toBeInTheDocument();
  });

  it("updates the open detail live when 'order.updated' arrives", async () => {
    let status = 'shipped';
    setup(() => [200, envelope(resultPage([]))], {
      [`GET /v1/order/${processing.id}`]: () => [200, envelope(testDetail(testOrder({ status })))],
    });
    renderApp(`/products?tab=orders&order=${processing.id}`);
    const order = within(await screen.findByRole('article', { name: `Order ${processing.orderReference}` }));
    expect(order.getByText('In transit')).toBeInTheDocument();

    status = 'delivered';
    await waitFor(() => expect(FakeWebSocket.open().length).toBeGreaterThan(0));
    FakeWebSocket.latest().emit({ type: 'order.updated', data: { orderId: processing.id, status } });
    expect(await order.findByText('delivered')).toBeInTheDocument();
    expect(order.queryByText('In transit')).not.toBeInTheDocument();
  });
});
