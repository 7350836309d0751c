import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { OFFLINE_POLL_MS } from '@/lib/realtime';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { envelope, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const user = testUser();
const unreadMessage = (id: string) => ({ id, conversationId: `c-${id}`, senderRole: 'buyer', text: 'Hi' });

/** The server's counts, changed by the test; every request reads the current ones. */
const server = () => {
  const counts = { notifications: 41, messages: 1 };
  const fetchMock = mockFetch({
    'GET /v1/users/profile': () => [200, envelope(user)],
    'GET /v1/notifications/unread-count': () => [200, envelope({ unreadCount: counts.notifications })],
    'GET /v1/messaging/unreadMessages/user-1': () => [
      200,
      envelope(Array.from({ length: counts.messages }, (_, i) => unreadMessage(`m${i}`))),
    ],
  });
  const calls = (path: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === path).length;
  return { counts, calls };
};

const bell = () => screen.getByRole('link', { name: /^Notifications/ });
const messageEntry = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Message/ });

afterEach(() => {
  FakeWebSocket.refuseConnections = false;
});

describe('live counts in the layout', () => {
  it('shows the unread notifications on the bell and follows them over the websocket', async () => {
    server();
    renderApp('/account');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 41 unread'));
    expect(bell()).toHaveTextContent('41');
    await waitFor(() => expect(FakeWebSocket.open().length).toBeGreaterThan(0));
    expect(screen.queryByText('Live updates off')).not.toBeInTheDocument();

    act(() =>
      FakeWebSocket.latest().emit({
        type: 'notification.new',
        data: {
          id: 'n42',
          type: 'order.placed',
          title: 'New booking',
          body: 'Portrait session',
          link: null,
          readAt: null,
          createdAt: '2026-03-02T09:00:00.000Z',
          unreadCount: 42,
        },
      }),
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 42 unread'));

    // Read in another tab.
    act(() => FakeWebSocket.latest().emit({ type: 'notification.read', data: { unreadCount: 0 } }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(bell()).toHaveTextContent('');
  });

  it('polls the counts every 30 s while the websocket cannot connect, and says live updates are off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { counts, calls } = server();
    // The server's websocket is unreachable (a proxy without websockets, a dropped network).
    FakeWebSocket.refuseConnections = true;
    for (const socket of FakeWebSocket.open()) socket.drop();
    renderApp('/account');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 41 unread'));
    expect(messageEntry()).toHaveTextContent('Message1 unread messages');
    expect(await screen.findByText('Live updates off')).toBeInTheDocument();
    expect(screen.getByText(': counts refresh every 30 seconds')).toBeInTheDocument();

    const before = calls('/v1/notifications/unread-count');
    counts.notifications = 43;
    counts.messages = 3;
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_POLL_MS));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 43 unread'));
    expect(messageEntry()).toHaveTextContent('Message3 unread messages');
    expect(calls('/v1/notifications/unread-count')).toBe(before + 1);

    // The socket comes back: the indicator goes and polling stops (events keep the counts).
    FakeWebSocket.refuseConnections = false;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(screen.queryByText('Live updates off')).not.toBeInTheDocument());
    const afterReconnect = calls('/v1/notifications/unread-count');
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_POLL_MS * 2));
    expect(calls('/v1/notifications/unread-count')).toBe(afterReconnect);
  });
});
