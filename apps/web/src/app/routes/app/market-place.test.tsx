import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, failure, type MockHandler, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const merchant = (id: string, businessName: string, username: string) => ({
  id,
  businessName,
  username,
  firstName: 'Kemi',
  lastName: 'Ade',
  image: null,
});
const me = merchant('user-1', 'Ada Fabrics', 'adafabrics');
const request = (id: string, from: ReturnType<typeof merchant>, status = 'pending', to = me) => ({
  id,
  status,
  message: `Partnership ${id}`,
  sender: from,
  receiver: to,
  respondedAt: status === 'pending' ? null : '2026-03-04T10:00:00.000Z',
  createdAt: '2026-03-03T10:00:00.000Z',
});
const page = <T,>(results: T[]) => ({
  results,
  page: 1,
  limit: 10,
  totalPages: 1,
  totalResults: results.length,
});

const kemi = merchant('m-kemi', 'Kemi Crafts', 'kemicrafts');
const bayo = merchant('m-bayo', 'Bayo Leather', 'bayoleather');

const server = (overrides: Record<string, MockHandler> = {}) =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/merchant/request/received': ({ query }) => [
      200,
      envelope(
        query.get('status') === 'accepted'
          ? page([request('r-old', bayo, 'accepted')])
          : page([request('r-kemi', kemi), request('r-bayo', bayo)]),
      ),
    ],
    'GET /v1/merchant/request/sent': () => [200, envelope(page([request('r-out', me, 'declined', kemi)]))],
    ...overrides,
  });

const row = (name: RegExp) => screen.findByRole('row', { name });

describe('/market-place', () => {
  // First in the file: sonner keeps earlier tests' toasts on screen for 5 s.
  it("treats a reply with status 'Failed' as a rejection", async () => {
    server({
      'PATCH /v1/merchant/request/accept/r-kemi': () => [
        200,
        failure(409, 'This request has already been answered'),
      ],
    });
    renderApp('/market-place');
    await userEvent.click(within(await row(/Kemi Crafts/)).getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText('This request has already been answered')).toBeInTheDocument();
    expect(screen.queryByText('Request Accepted Successfully!')).not.toBeInTheDocument();
  });

  it('lists the pending received requests by default, and filters by status in the URL', async () => {
    const fetchMock = server();
    const { router } = renderApp('/market-place');
    const kemiRow = await row(/Kemi Crafts/);
    expect(kemiRow).toHaveTextContent('@kemicrafts');
    expect(kemiRow).toHaveTextContent('Partnership r-kemi');
    expect(kemiRow).toHaveTextContent('Pending');
    const receivedCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/received'));
    expect(receivedCalls[0]).toBe('/v1/merchant/request/received?status=pending&page=1&limit=10');

    await userEvent.click(screen.getByRole('radio', { name: 'Accepted' }));
    expect(await row(/Bayo Leather/)).toHaveTextContent('Accepted');
    expect(router.state.location.search).toBe('?status=accepted');
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('accepts one request and declines another with their toasts, sending no body', async () => {
    const fetchMock = server({
      'PATCH /v1/merchant/request/accept/r-kemi': () => [
        200,
        envelope(request('r-kemi', kemi, 'accepted'), 'Request Accepted Successfully!'),
      ],
      'PATCH /v1/merchant/request/decline/r-bayo': () => [
        200,
        envelope(request('r-bayo', bayo, 'declined'), 'Request Declined Successfully!'),
      ],
    });
    renderApp('/market-place');
    await userEvent.click(within(await row(/Kemi Crafts/)).getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText('Request Accepted Successfully!')).toBeInTheDocument();
    await userEvent.click(within(await row(/Bayo Leather/)).getByRole('button', { name: /^Decline/ }));
    expect(await screen.findByText('Request Declined Successfully!')).toBeInTheDocument();

    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches).toHaveLength(2);
    for (const [, init] of patches) {
      expect(init?.body).toBeUndefined();
      expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    }
  });

  it('sends a request by username and shows the sent list', async () => {
    const fetchMock = server({
      'POST /v1/merchant/request': () => [
        201,
        envelope(request('r-new', me, 'pending', kemi), 'Request sent successfully', 201),
      ],
    });
    const { router } = renderApp('/market-place');
    await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a partnership request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Enter the username or email of a merchant')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Merchant's username or email"), 'kemicrafts');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Shall we bundle our products?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/merchant/request')).toEqual([
      { recipient: 'kemicrafts', message: 'Shall we bundle our products?' },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=sent'));
    const table = await screen.findByRole('table', { name: 'Sent requests' });
    const sent = await within(table).findByRole('row', { name: /Kemi Crafts/ });
    expect(sent).toHaveTextContent('Partnership r-out');
    expect(sent).toHaveTextContent('Declined');
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows 'Nothing to see yet' when there are no requests", async () => {
    server({ 'GET /v1/merchant/request/received': () => [200, envelope(page([]))] });
    renderApp('/market-place');
    expect(await screen.findByText('Nothing to see yet')).toBeInTheDocument();
    expect(screen.getByText('Records will be listed here')).toBeInTheDocument();
  });
});
