import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, sentBodies } from '@/testing/mock-fetch';
import { page, conversation, server } from '../../testing/message-fixtures';

describe('/message conversations', () => {
  beforeEach(() => localStorage.clear());

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
