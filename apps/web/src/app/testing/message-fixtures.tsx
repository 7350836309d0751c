import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { envelope, type MockHandler, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

/** The merchant's conversations and messages as the API answers them on /message. */
export const user = testUser();
export const page = <T,>(results: T[], totalResults = results.length) => ({
  results,
  page: 1,
  limit: 30,
  totalPages: Math.ceil(totalResults / 30),
  totalResults,
});

export const message = (id: string, minute: number, senderRole = 'buyer', conversationId = 'c-ngozi') => ({
  id,
  conversationId,
  senderRole,
  text: `Text of ${id}`,
  seenAt: null,
  createdAt: `2026-03-02T09:${String(minute).padStart(2, '0')}:00.000Z`,
});

export const conversation = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  kind: 'buyer',
  buyerName: 'Ngozi Eze',
  buyerEmail: 'ngozi@example.com',
  orderId: 'ORD-1042',
  bookingId: null,
  lastMessage: message('m2', 2),
  unreadCount: 0,
  lastMessageAt: '2026-03-02T09:02:00.000Z',
  createdAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
});

export const server = (overrides: Record<string, MockHandler> = {}) => {
  const unread = [message('m2', 2)];
  return mockFetch({
    'GET /v1/users/profile': () => [200, envelope(user)],
    'GET /v1/messaging/unreadMessages/user-1': () => [200, envelope(unread)],
    'GET /v1/messaging/conversations/user-1': () => [
      200,
      envelope(
        page([
          conversation('c-ngozi', { unreadCount: 1 }),
          conversation('c-support', {
            kind: 'support',
            buyerName: null,
            buyerEmail: null,
            orderId: null,
            lastMessage: message('s1', 1, 'merchant', 'c-support'),
          }),
        ]),
      ),
    ],
    'GET /v1/messaging/message/c-ngozi': () => [
      200,
      envelope(page([message('m2', 2), message('m1', 1, 'merchant')])),
    ],
    'POST /v1/messaging/message/seen': () => {
      unread.length = 0;
      return [200, envelope({ conversationId: 'c-ngozi', seen: 1, unreadCount: 0 })];
    },
    ...overrides,
  });
};

export const messageLink = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Message/ });

export const openSocket = async () => {
  await waitFor(() => expect(FakeWebSocket.open().length).toBeGreaterThan(0));
  return FakeWebSocket.open().at(-1)!;
};
