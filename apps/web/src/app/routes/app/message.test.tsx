import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testUser } from '@/app/testing/render-app';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { envelope, failure, type MockHandler, mockFetch, sentBodies } from '@/testing/mock-fetch';

const user = testUser();
const page = <T,>(results: T[], totalResults = results.length) => ({
  results,
  page: 1,
  limit: 30,
  totalPages: Math.ceil(totalResults / 30),
  totalResults,
});

const message = (id: string, minute: number, senderRole = 'buyer', conversationId = 'c-ngozi') => ({
  id,
  conversationId,
  senderRole,
  text: `Text of ${id}`,
  seenAt: null,
  createdAt: `2026-03-02T09:${String(minute).padStart(2, '0')}:00.000Z`,
});

const conversation = (id: string, overrides: Record<string, unknown> = {}) => ({
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

const server = (overrides: Record<string, MockHandler> = {}) => {
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

const messageLink = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Message/ });

const openSocket = async () => {
  await waitFor(() => expect(FakeWebSocket.open().length).toBeGreaterThan(0));
  return FakeWebSocket.open().at(-1)!;
};

describe('/message', () => {
  beforeEach(() => localStorage.clear());

  it('lists conversations with their unread count and last message, and the badge shows the unread total', async () => {
    server();
    renderApp('/message');
    const list = await screen.findByRole('region', { name: 'Conversations' });
    const ngozi = await within(list).findByRole('link', { name: /Ngozi Eze/ });
    expect(ngozi).toHaveTextContent('Text of m2');
    expect(ngozi).toHaveTextContent('1 unread');
    expect(ngozi).toHaveTextContent('Order ORD-1042');
    expect(within(list).getByRole('link', { name: /Oja Support/ })).toHaveTextContent('You: Text of s1');
    await waitFor(() => expect(messageLink()).toHaveTextContent('1 unread messages'));
    // SPEC §4: the unread messages are cached by user id under 'messages'.
    expect(JSON.parse(localStorage.getItem('messages')!)).toEqual({ 'user-1': [message('m2', 2)] });
  });

  it('opens a thread oldest first, marks it seen and clears the badge', async () => {
    const fetchMock = server();
    renderApp('/message');
    await waitFor(() => expect(messageLink()).toHaveTextContent('1 unread messages'));
    await userEvent.click(await screen.findByRole('link', { name: /Ngozi Eze/ }));

    const thread = await screen.findByRole('log', { name: 'Messages with Ngozi Eze' });
    await waitFor(() =>
      expect(
        within(thread)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining('You: Text of m1'),
        expect.stringContaining('Ngozi Eze: Text of m2'),
      ]),
    );
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/messaging/message/seen')).toEqual([
        { conversationId: 'c-ngozi' },
      ]),
    );
    await waitFor(() => expect(messageLink()).toHaveTextContent(/^Message$/));
    expect(JSON.parse(localStorage.getItem('messages')!)).toEqual({ 'user-1': [] });
  });

  it('shows a message that arrives live and raises the badge; the open thread marks it seen', async () => {
    const fetchMock = server();
    renderApp('/message?conversation=c-ngozi');
    const thread = await screen.findByRole('log', { name: 'Messages with Ngozi Eze' });
    await within(thread).findByText('Text of m2');
    const socket = await openSocket();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /v1/messaging/message/seen')).toHaveLength(1));
    await waitFor(() => expect(messageLink()).toHaveTextContent(/^Message$/));

    act(() => socket.emit({ type: 'message.new', data: message('m3', 3) }));
    expect(await within(thread).findByText('Text of m3')).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /v1/messaging/message/seen')).toHaveLength(2));
    await waitFor(() => expect(messageLink()).toHaveTextContent(/^Message$/));

    // Another conversation's message raises the badge.
    act(() => socket.emit({ type: 'message.new', data: message('x1', 4, 'buyer', 'c-other') }));
    await waitFor(() => expect(messageLink()).toHaveTextContent('1 unread messages'));
    // The same message twice is one unread message (SPEC §4).
    act(() => socket.emit({ type: 'message.new', data: message('x1', 4, 'buyer', 'c-other') }));
    expect(messageLink()).toHaveTextContent('1 unread messages');
    // Read in another tab: the server says the conversation has nothing unread.
    act(() =>
      socket.emit({
        type: 'unread.count',
        data: { total: 0, conversationId: 'c-other', conversationUnread: 0 },
      }),
    );
    await waitFor(() => expect(messageLink()).toHaveTextContent(/^Message$/));
  });

  it('sends a message and loads older history before the oldest one shown', async () => {
    const fetchMock = server({
      'GET /v1/messaging/message/c-ngozi': ({ query }) =>
        query.get('before') === 'm1'
          ? [200, envelope(page([message('m0', 0, 'merchant')], 1))]
          : [200, envelope(page([message('m2', 2), message('m1', 1, 'merchant')], 3))],
      'POST /v1/messaging/message/c-ngozi/send': ({ body }) => [
        201,
        envelope(
          { ...message('m9', 9, 'merchant'), text: (body as { text: string }).text },
          'Message sent',
          201,
        ),
      ],
    });
    renderApp('/message?conversation=c-ngozi');
    const thread = await screen.findByRole('log', { name: 'Messages with Ngozi Eze' });
    await userEvent.click(await within(thread).findByRole('button', { name: 'Load older messages' }));
    expect(await within(thread).findByText('Text of m0')).toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    expect(await screen.findByText('Enter a message')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'It ships tomorrow{Enter}');
    expect(await within(thread).findByText('It ships tomorrow')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/messaging/message/c-ngozi/send')).toEqual([
      { text: 'It ships tomorrow' },
    ]);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('toasts the fallbacks when messages or unread messages cannot be loaded', async () => {
    server({
      'GET /v1/messaging/unreadMessages/user-1': () => [404, failure(404, '')],
      'GET /v1/messaging/conversations/user-1': () => [400, failure(400, '')],
    });
    renderApp('/message');
    expect(await screen.findByText('Could not get unread messages. Try again later.')).toBeInTheDocument();
    // Toasted, and said by the conversation list itself.
    await waitFor(() =>
      expect(screen.getAllByText('Could not get messages. Try again later.')).toHaveLength(2),
    );
    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't load your conversations");
  });

  it("says a thread could not be loaded, with Retry, rather than 'No messages yet'", async () => {
    let down = true;
    server({
      'GET /v1/messaging/message/c-ngozi': () =>
        down
          ? [400, failure(400, 'Could not get messages. Try again later.')]
          : [200, envelope(page([message('m2', 2)]))],
    });
    renderApp('/message?conversation=c-ngozi');
    const thread = await screen.findByRole('log');
    const failed = await within(thread).findByRole('alert');
    expect(failed).toHaveTextContent("Couldn't load the messages");
    expect(within(thread).queryByText('No messages yet')).not.toBeInTheDocument();
    down = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await within(thread).findByText('Text of m2')).toBeInTheDocument();
  });

  it('starts a conversation with a buyer and opens it', async () => {
    const fetchMock = server({
      'POST /v1/messaging/conversations': ({ body }) => [
        201,
        envelope(
          conversation('c-new', { buyerName: 'Tunde', buyerEmail: (body as { email: string }).email }),
          'Conversation started',
          201,
        ),
      ],
      'GET /v1/messaging/message/c-new': () => [200, envelope(page([]))],
    });
    const { router } = renderApp('/message');
    await userEvent.click(await screen.findByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    await userEvent.type(within(dialog).getByLabelText("Buyer's email"), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    expect(await within(dialog).findByText('Enter a valid email')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText("Buyer's email"));
    await userEvent.type(within(dialog).getByLabelText("Buyer's email"), 'tunde@example.com');
    await userEvent.type(within(dialog).getByLabelText("Buyer's name (optional)"), 'Tunde');
    await userEvent.type(within(dialog).getByLabelText('Order ID (optional)'), 'ORD-7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));

    expect(await screen.findByText('Conversation started')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/messaging/conversations')).toEqual([
      { counterpart: 'buyer', email: 'tunde@example.com', name: 'Tunde', orderId: 'ORD-7' },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=c-new'));
  });

  it('starts a conversation with support', async () => {
    const fetchMock = server({
      'POST /v1/messaging/conversations': () => [
        200,
        envelope(conversation('c-support', { kind: 'support' }), 'Conversation already open'),
      ],
      'GET /v1/messaging/message/c-support': () => [200, envelope(page([]))],
    });
    renderApp('/message');
    await userEvent.click(await screen.findByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Oja support/ }));
    expect(within(dialog).queryByLabelText("Buyer's email")).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Message (optional)'), 'My payout is late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByText('Conversation already open')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/messaging/conversations')).toEqual([
      { counterpart: 'support', text: 'My payout is late' },
    ]);
  });
});
