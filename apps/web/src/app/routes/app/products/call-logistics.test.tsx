import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { resultPage, testDetail, testDispatch, testOrder } from '@/features/orders/testing/order-fixtures';
import { envelope, failure, mockFetch, type MockRequest, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';
import { expectConsoleError } from '@/testing/console-errors';

const order = testOrder();

const pickupAddress = {
  id: 'addr-1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: '+2348031234567',
  address: '12 Allen Avenue',
  state: 'Lagos',
  city: 'Ikeja',
  zip: null,
  isDefault: true,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

/** The server of one processing order; the dispatch answers when the test says so. */
const setup = ({ addresses = [pickupAddress] as (typeof pickupAddress)[] } = {}) => {
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
    'GET /v1/logistic/pickup-address': () => [200, envelope(addresses)],
    'GET /v1/logistic/states': () => [
      200,
      envelope({ terminalStates: [{ name: 'Lagos', isoCode: 'LA', countryCode: 'NG' }] }),
    ],
    'GET /v1/logistic/cities': () => [
      200,
      envelope({ terminalCities: [{ name: 'Ikeja', stateCode: 'LA', countryCode: 'NG' }] }),
    ],
    'POST /v1/logistic/pickup-address': ({ body }) => {
      addresses.push({ ...pickupAddress, ...(body as object), id: 'addr-2' });
      return [200, envelope(addresses.at(-1), 'Pickup address added successfully')];
    },
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
  it('dispatches once however often it is clicked; once the carrier has it: shipped, in transit, and 3000 ms later the list reloads and the detail closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = setup();
    const { router } = renderApp(`/products?tab=orders&order=${order.id}`);
    const view = within(await detail());
    expect(view.getAllByText('processing')[0]!.closest('[data-tone]')).toHaveAttribute('data-tone', 'orange');

    const button = await view.findByRole('button', { name: 'Call Logistics' });
    await waitFor(() => expect(button).toBeEnabled());
    // A double-click, and a third click while the call is in flight: one dispatch.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toBeDisabled();
    fireEvent.click(button);
    await waitFor(() => expect(server.dispatches).toHaveLength(1));
    // Nothing claims it is in transit before the carrier has answered.
    expect(view.queryByText('In transit')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe(`?tab=orders&order=${order.id}`);
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
    expect(view.getByText('In transit')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Call Logistics' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?tab=orders&order=${order.id}&status=in+transit`),
    );
    expect(server.dispatches).toHaveLength(1);
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

  it("on a failed dispatch logs it, toasts the server's message and stays on the order, which says why", async () => {
    const logged = expectConsoleError();
    const server = setup();
    const { router } = renderApp(`/products?tab=orders&order=${order.id}`);
    const view = within(await detail());
    const button = await view.findByRole('button', { name: 'Call Logistics' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(server.dispatches).toHaveLength(1));

    server.fail(422, 'The carrier is not collecting in Lagos today');
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Logistics was not called: The carrier is not collecting in Lagos today',
    );
    // Toasted as well.
    await waitFor(() =>
      expect(screen.getAllByText(/The carrier is not collecting in Lagos today/)).toHaveLength(2),
    );
    expect(logged).toContainEqual(['Call Logistics failed:', expect.objectContaining({ status: 422 })]);
    // Still on the order, still processing, on the filter it was on; Call Logistics can be tried again.
    expect(router.state.location.search).toBe(`?tab=orders&order=${order.id}`);
    expect(view.getAllByText('processing').length).toBeGreaterThan(0);
    expect(view.queryByText('In transit')).not.toBeInTheDocument();
    await waitFor(() => expect(view.getByRole('button', { name: 'Call Logistics' })).toBeEnabled());
  });

  it('without a pickup address asks for one first, then calls logistics once it is saved', async () => {
    const server = setup({ addresses: [] });
    renderApp(`/products?tab=orders&order=${order.id}`);
    const view = within(await detail());
    expect(
      await view.findByText(/You have no pickup address yet: Call Logistics asks for one/),
    ).toBeInTheDocument();
    fireEvent.click(view.getByRole('button', { name: 'Call Logistics' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add a pickup address first' });
    expect(server.dispatches).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Street address'), '12 Allen Avenue');
    const stateSelect = within(dialog).getByLabelText('State');
    await waitFor(() => expect(within(stateSelect).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(stateSelect, 'Lagos');
    const citySelect = within(dialog).getByLabelText('City');
    await waitFor(() => expect(within(citySelect).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(citySelect, 'Ikeja');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));

    await waitFor(() => expect(server.dispatches).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    server.ship();
    expect(await view.findByText(/Logistics called/)).toBeInTheDocument();
  });

  it('on its own page (/products/order/:id) closes to the Orders tab filtered on in transit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = setup();
    const { router } = renderApp(`/products/order/${order.id}`);
    const article = await detail();
    expect(within(article).getByRole('heading', { level: 1, name: 'Order #ORD-ab12c' })).toBeInTheDocument();
    const button = within(article).getByRole('button', { name: 'Call Logistics' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
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
