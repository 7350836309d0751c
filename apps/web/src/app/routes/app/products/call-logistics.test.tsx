import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testUser } from '@/app/testing/render-app';
import { resultPage, testDetail, testDispatch, testOrder } from '@/features/orders/testing/order-fixtures';
import { envelope, failure, mockFetch, type MockRequest, sentBodies } from '@/testing/mock-fetch';

const order = testOrder();

/** The server of one processing order; the dispatch answers when the test says so. */
const setup = () => {
  let status = 'processing';
  const listQueries: URLSearchParams[] = [];
  const dispatches: MockRequest[] = [];
  let answerDispatch: (value: [number, unknown]) => void = () => {};
  const fetchMock = mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser({ id: 'merchant-7' }))],
    'GET /v1/order/seller': ({ query }) => {
      listQueries.push(query);
      const all = [testOrder({ status })];
      return [
        200,
        envelope(
          resultPage(query.get('status') === 'in transit' ? all.filter((o) => o.status === 'shipped') : all),
        ),
      ];
    },
    [`GET /v1/order/${order.id}`]: () => [200, envelope(testDetail(testOrder({ status })))],
    'POST /v1/logistic/dispatch-order': (request) => {
      dispatches.push(request);
      return new Promise((resolve) => (answerDispatch = resolve));
    },
  });
  return {
    fetchMock,
    listQueries,
    dispatches,
    /** The server ships the order and answers the dispatch. */
    ship: () => {
      status = 'shipped';
      answerDispatch([200, envelope(testDispatch(testOrder({ status })), 'Order dispatched successfully')]);
    },
    fail: (code: number, message: string) => answerDispatch([code, failure(code, message)]),
  };
};

const detail = () => screen.findByRole('article', { name: `Order ${order.orderReference}` });

describe('Call Logistics (SPEC §4)', () => {
  it('marks the order shipped at once, moves the filter to in transit, dispatches, then after 3000 ms reloads the list and closes the detail', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = setup();
    const { router } = renderApp(`/products?tab=orders&order=${order.id}`);
    const view = within(await detail());
    expect(view.getAllByText('processing')[0]!.closest('[data-tone]')).toHaveAttribute('data-tone', 'orange');

    fireEvent.click(view.getByRole('button', { name: 'Call Logistics' }));

    // Optimistic: shipped ('In transit') before the server has answered; the button is gone.
    expect(view.getByText('In transit')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Call Logistics' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?tab=orders&order=${order.id}&status=in+transit`),
    );
    await waitFor(() => expect(server.dispatches).toHaveLength(1));
    expect(server.dispatches[0]!.query.get('merchantId')).toBe('merchant-7');
    expect(server.dispatches[0]!.query.get('orderId')).toBe(order.id);
    expect(sentBodies(server.fetchMock, 'POST /v1/logistic/dispatch-order')).toEqual([
      {
        email: order.email,
        name: order.delivery_name,
        phone: order.phone,
        orderId: order.id,
        deliveryType: 'standard',
      },
    ]);

    server.ship();
    expect(await view.findByText(/Logistics called: Redline Logistics \(simulated\)/)).toBeInTheDocument();
    const listLoads = server.listQueries.length;

    // The detail stays for 3 s …
    await vi.advanceTimersByTimeAsync(2500);
    expect(router.state.location.search).toBe(`?tab=orders&order=${order.id}&status=in+transit`);
    expect(screen.getByRole('article', { name: `Order ${order.orderReference}` })).toBeInTheDocument();
    expect(server.listQueries).toHaveLength(listLoads);

    // … then the list reloads (on in transit) and the detail closes.
    await vi.advanceTimersByTimeAsync(600);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=orders&status=in+transit'));
    const table = await screen.findByRole('table', { name: 'Product orders' });
    expect(await within(table).findByRole('link', { name: '#ORD-ab12c' })).toBeInTheDocument();
    expect(within(table).getByText('In transit')).toBeInTheDocument();
    expect(server.listQueries.at(-1)?.get('status')).toBe('in transit');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("on a failed dispatch logs it, toasts the server's message, reloads the orders and closes the detail", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = setup();
    const { router } = renderApp(`/products?tab=orders&order=${order.id}`);
    fireEvent.click(within(await detail()).getByRole('button', { name: 'Call Logistics' }));
    await waitFor(() => expect(server.dispatches).toHaveLength(1));

    server.fail(422, 'Add a pickup address before calling logistics');
    expect(await screen.findByText('Add a pickup address before calling logistics')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Product orders' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=orders&status=in+transit');
    expect(server.listQueries.at(-1)?.get('status')).toBe('in transit');
    expect(logged).toHaveBeenCalledWith('Call Logistics failed:', expect.objectContaining({ status: 422 }));

    // The order was not shipped: the reloaded list shows it processing again under all.
    fireEvent.click(screen.getByRole('radio', { name: 'all' }));
    const row = (await screen.findByRole('link', { name: '#ORD-ab12c' })).closest('tr')!;
    expect(within(row).getByText('processing')).toBeInTheDocument();
  });

  it('on its own page (/products/order/:id) closes to the Orders tab filtered on in transit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = setup();
    const { router } = renderApp(`/products/order/${order.id}`);
    const article = await detail();
    expect(within(article).getByRole('heading', { level: 1, name: 'Order #ORD-ab12c' })).toBeInTheDocument();
    fireEvent.click(within(article).getByRole('button', { name: 'Call Logistics' }));
    await waitFor(() => expect(server.dispatches).toHaveLength(1));
    server.ship();
    await screen.findByText(/Logistics called/);
    await vi.advanceTimersByTimeAsync(2500);
    expect(router.state.location.pathname).toBe(`/products/order/${order.id}`);
    await vi.advanceTimersByTimeAsync(600);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?tab=orders&status=in+transit');
    expect(await screen.findByRole('link', { name: '#ORD-ab12c' })).toBeInTheDocument();
  });
});
