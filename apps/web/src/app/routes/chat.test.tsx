import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';

const token = 'a'.repeat(43);
const guest = `/v1/messaging/guest/${token}`;
const message = (id: string, minute: number, senderRole: string, seenAt: string | null = null) => ({
  id,
  conversationId: 'c-1',
  senderRole,
  text: `Text of ${id}`,
  seenAt,
  createdAt: `2026-03-02T09:${String(minute).padStart(2, '0')}:00.000Z`,
});
const page = <T,>(results: T[]) => ({
  results,
  page: 1,
  limit: 30,
  totalPages: 1,
  totalResults: results.length,
});

describe('/chat/:token (the buyer)', () => {
  it('shows the conversation without signing in, marks the seller’s messages read and sends a reply', async () => {
    const history = [message('m1', 1, 'merchant')];
    const fetchMock = mockFetch({
      [`GET ${guest}`]: () => [
        200,
        envelope({
          id: 'c-1',
          merchantName: 'Ada Fabrics',
          buyerName: 'Ngozi',
          orderId: 'ORD-1042',
          bookingId: null,
        }),
      ],
      [`GET ${guest}/messages`]: () => [200, envelope(page([...history].reverse()))],
      [`POST ${guest}/seen`]: () => [200, envelope({ conversationId: 'c-1', seen: 1, unreadCount: 0 })],
      [`POST ${guest}/messages`]: ({ body }) => {
        const sent = { ...message('m2', 2, 'buyer'), text: (body as { text: string }).text };
        history.push(sent);
        return [201, envelope(sent, 'Message sent', 201)];
      },
    });
    const { router } = renderApp(`/chat/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chat with Ada Fabrics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hi Ngozi · About order ORD-1042')).toBeInTheDocument();
    const thread = screen.getByRole('log', { name: 'Messages with Ada Fabrics' });
    expect((await within(thread).findByText('Text of m1')).closest('li')).toHaveTextContent(
      /^Ada Fabrics: Text of m1/,
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, `POST ${guest}/seen`)).toHaveLength(1));

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Is it in stock?{Enter}');
    expect(await within(thread).findByText('Is it in stock?')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${guest}/messages`)).toEqual([{ text: 'Is it in stock?' }]);
    expect(router.state.location.pathname).toBe(`/chat/${token}`);
    // No profile request: the buyer has no account.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/v1/users/profile'))).toBe(false);
  });

  it('says when the link does not work', async () => {
    mockFetch({ [`GET ${guest}`]: () => [404, failure(404, 'Conversation not found')] });
    renderApp(`/chat/${token}`);
    expect(await screen.findByText('This conversation link does not work')).toBeInTheDocument();
    expect(screen.queryByText('Conversation not found')).not.toBeInTheDocument();
  });
});
