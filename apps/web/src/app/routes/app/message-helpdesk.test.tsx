import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, type MockHandler, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const user = testUser();
const page = <T,>(results: T[], pageNumber = 1, totalResults = results.length) => ({
  results,
  page: pageNumber,
  limit: 10,
  totalPages: Math.max(1, Math.ceil(totalResults / 10)),
  totalResults,
});

const ticket = {
  id: 't-1',
  subject: 'Payout not received',
  status: 'answered',
  email: user.email,
  lastMessageAt: '2026-03-03T10:00:00.000Z',
  createdAt: '2026-03-02T10:00:00.000Z',
};
const reply = (id: string, authorRole: 'merchant' | 'support', body: string, hour: number) => ({
  id,
  ticketId: 't-1',
  subject: ticket.subject,
  authorRole,
  body,
  createdAt: `2026-03-0${hour < 12 ? 2 : 3}T${String(hour % 24).padStart(2, '0')}:00:00.000Z`,
});

const server = (overrides: Record<string, MockHandler> = {}) =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(user)],
    'GET /v1/helpdesk/tickets': () => [200, envelope(page([ticket]))],
    [`GET /v1/helpdesk/get-messages-email/${encodeURIComponent(user.email)}`]: ({ query }) => [
      200,
      envelope(
        query.get('page') === '2'
          ? page([reply('r1', 'merchant', 'My payout for March has not arrived.', 10)], 2, 11)
          : page([reply('r2', 'support', 'It was sent this morning.', 14)], 1, 11),
      ),
    ],
    'GET /v1/helpdesk/tickets/t-1': () => [
      200,
      envelope({
        ...ticket,
        messages: [
          reply('r1', 'merchant', 'My payout for March has not arrived.', 10),
          reply('r2', 'support', 'It was sent this morning.', 14),
        ],
      }),
    ],
    ...overrides,
  });

describe('/message helpdesk', () => {
  it("lists the tickets and the helpdesk messages of the merchant's own email, paged", async () => {
    const fetchMock = server();
    const { router } = renderApp('/message?tab=helpdesk');
    const tickets = await screen.findByRole('table', { name: 'Support tickets' });
    expect(await within(tickets).findByRole('link', { name: 'Payout not received' })).toHaveAttribute(
      'href',
      '/message?tab=helpdesk&ticket=t-1',
    );
    expect(within(tickets).getByText('Answered')).toBeInTheDocument();

    const history = screen.getByRole('table', { name: 'Helpdesk messages' });
    expect(await within(history).findByText('It was sent this morning.')).toBeInTheDocument();
    expect(within(history).getByText('Support')).toBeInTheDocument();

    const pagers = screen.getAllByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pagers[1]!).getByRole('button', { name: 'Page 2' }));
    expect(await within(history).findByText('My payout for March has not arrived.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=helpdesk&history=2');
    const emailCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('get-messages-email'));
    expect(emailCalls.map(([url]) => String(url))).toEqual([
      `/v1/helpdesk/get-messages-email/${encodeURIComponent(user.email)}?page=1&limit=10`,
      `/v1/helpdesk/get-messages-email/${encodeURIComponent(user.email)}?page=2&limit=10`,
    ]);
  });

  it('opens a ticket from a notification link and replies to it', async () => {
    const fetchMock = server({
      'POST /v1/helpdesk/tickets/t-1/reply': ({ body }) => [
        201,
        envelope(
          { ...reply('r3', 'merchant', (body as { message: string }).message, 15) },
          'Reply sent',
          201,
        ),
      ],
    });
    renderApp('/message?ticket=t-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payout not received' })).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Ticket messages' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('My payout for March has not arrived.'),
      expect.stringContaining('It was sent this morning.'),
    ]);
    expect(screen.getByRole('tab', { name: 'Helpdesk' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Enter a message')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your reply'), 'Thank you, it has arrived.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/helpdesk/tickets/t-1/reply')).toEqual([
        { message: 'Thank you, it has arrived.' },
      ]),
    );
    await waitFor(() => expect(screen.getByLabelText('Your reply')).toHaveValue(''));
  });

  it('opens a new ticket and shows it', async () => {
    const fetchMock = server({
      'POST /v1/helpdesk/tickets': ({ body }) => [
        201,
        envelope(
          {
            ...ticket,
            id: 't-1',
            status: 'open',
            subject: (body as { subject: string }).subject,
            messages: [],
          },
          'Ticket opened',
          201,
        ),
      ],
    });
    const { router } = renderApp('/message?tab=helpdesk');
    await userEvent.click(await screen.findByRole('button', { name: 'New ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'New helpdesk ticket' });
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open ticket' }));
    expect(await within(dialog).findByText('Enter a subject (min 3 characters)')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'gh fees');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Why are fees higher this month?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open ticket' }));

    expect(await screen.findByText('Ticket opened')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/helpdesk/tickets')).toEqual([
      { subject: 'High fees', message: 'Why are fees higher this month?' },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=helpdesk&ticket=t-1'));
  });
});
