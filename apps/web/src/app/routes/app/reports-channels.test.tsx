import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, failure, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const table = async () => within(await screen.findByRole('table', { name: 'Sales by channel' }));

describe('/reports: sales by channel', () => {
  it('shows paid orders and sales of each channel for the chosen range', async () => {
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/order/channels': () => [
        200,
        envelope({
          channels: [
            { channel: 'offline', currency: 'NGN', orders: 2, sales: 16_000 },
            { channel: 'payment_link', currency: 'NGN', orders: 1, sales: 21_500.5 },
          ],
        }),
      ],
    });
    renderApp('/reports?from=2025-01-01&to=2025-01-31');
    const view = await table();
    expect(await view.findByRole('rowheader', { name: 'Offline' })).toBeInTheDocument();
    expect(view.getByRole('row', { name: /Offline 2 ₦16,000\.00/ })).toBeInTheDocument();
    expect(view.getByRole('row', { name: /Payment link 1 ₦21,500\.50/ })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const channels = asked.find((url) => url.pathname === '/v1/order/channels')!;
    expect(Object.fromEntries(channels.searchParams)).toEqual({ from: '2025-01-01', to: '2025-01-31' });
  });

  it('says so when there is nothing, and when the figures could not be read', async () => {
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/order/channels': () => [200, envelope({ channels: [] })],
    });
    renderApp('/reports');
    expect(await (await table()).findByText('No paid orders in this period')).toBeInTheDocument();
  });

  it('a failed load is named, never shown as an empty period', async () => {
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/order/channels': () => [500, failure(500, 'Internal Server Error')],
    });
    renderApp('/reports');
    await table();
    // Read again until it shows: the page may draw its table again once who is signed in is known, and
    // the query gives up only after its retry.
    await waitFor(
      () =>
        expect(screen.getByText('Could not get the sales by channel. Try again later.')).toBeInTheDocument(),
      { timeout: 5_000 },
    );
  });
});
