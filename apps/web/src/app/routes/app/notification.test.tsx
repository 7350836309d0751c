import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { envelope, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

interface Item {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

const item = (id: string, title: string, overrides: Partial<Item> = {}): Item => ({
  id,
  type: 'order.placed',
  title,
  body: `Details of ${id}`,
  link: null,
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

/** A tiny notifications server: a list, mark one, mark all. */
const server = (initial: Item[]) => {
  const items = [...initial];
  const list = (unreadOnly: boolean) => {
    const results = unreadOnly ? items.filter((n) => !n.readAt) : items;
    return {
      results,
      page: 1,
      limit: 10,
      totalPages: results.length ? 1 : 0,
      totalResults: results.length,
      unreadCount: items.filter((n) => !n.readAt).length,
    };
  };
  const fetchMock = mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/notifications': ({ query }) => [200, envelope(list(query.get('unread') === 'true'))],
    'PATCH /v1/notifications/n-order/read': () => {
      items[items.findIndex((n) => n.id === 'n-order')]!.readAt = new Date().toISOString();
      return [200, envelope(items.find((n) => n.id === 'n-order'))];
    },
    'PATCH /v1/notifications/read-all': () => {
      const updated = items.filter((n) => !n.readAt).length;
      for (const n of items) n.readAt ??= new Date().toISOString();
      return [200, envelope({ updated, unreadCount: 0 }, 'All notifications marked as read')];
    },
  });
  return { items, fetchMock };
};

const entries = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('/notification', () => {
  it('lists notifications with unread markers and marks one, then all, as read', async () => {
    const { fetchMock } = server([
      item('n-order', 'New order #ORD-1A2B3'),
      item('n-request', 'Kemi Crafts sent you a request', {
        type: 'request.received',
        link: '/market-place',
      }),
      item('n-paid', 'Payout settled', { type: 'payout.settled', readAt: '2026-03-01T10:00:00.000Z' }),
    ]);
    renderApp('/notification');
    await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(entries().map((entry) => entry.textContent?.startsWith('Unread: '))).toEqual([true, true, false]);
    expect(entries()[0]).toHaveTextContent('5 minutes ago');
    expect(within(entries()[1]!).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      '/market-place',
    );
    expect(screen.getByRole('tab', { name: 'Unread (2)' })).toBeInTheDocument();

    await userEvent.click(within(entries()[0]!).getByRole('button', { name: /Mark as read/ }));
    await waitFor(() => expect(entries()[0]!.textContent?.startsWith('Unread: ')).toBe(false));
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Unread' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH /v1/notifications/read-all')).toEqual([undefined]);
  });

  it('shows a notification that arrives live', async () => {
    const { items } = server([item('n-order', 'New order #ORD-1A2B3')]);
    renderApp('/notification');
    await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(FakeWebSocket.open().length).toBeGreaterThan(0));

    const arrived = item('n-message', 'New message from Ngozi Eze', {
      type: 'message.new',
      createdAt: new Date().toISOString(),
    });
    items.unshift(arrived);
    act(() =>
      FakeWebSocket.open()
        .at(-1)!
        .emit({ type: 'notification.new', data: { ...arrived, unreadCount: 2 } }),
    );
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(entries()[0]).toHaveTextContent('Unread: New message from Ngozi Eze');
  });

  it('shows only the unread ones on the Unread tab, and the empty state when there are none', async () => {
    server([item('n-paid', 'Payout settled', { readAt: '2026-03-01T10:00:00.000Z' })]);
    const { router } = renderApp('/notification');
    await screen.findByRole('list', { name: 'Notifications' });
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(await screen.findByText('Nothing to see yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=unread');
  });
});
