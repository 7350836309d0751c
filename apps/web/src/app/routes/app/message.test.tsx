import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, failure, sentBodies } from '@/testing/mock-fetch';
import { page, message, server, messageLink, openSocket } from '../../testing/message-fixtures';

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
    // docs/product/messaging.md#unread-messages: the unread messages are cached by user id under 'messages'.
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
    // The same message twice is one unread message (docs/product/messaging.md#unread-messages).
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
});
