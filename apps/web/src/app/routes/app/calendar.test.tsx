import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/app/testing/render-app';
import { testUser } from '@/testing/test-user';

const today = new Date();
const at = (hour: number) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate(), hour).toISOString();
const booking = {
  id: 'bk1',
  type: 'booking',
  title: 'Style consultation — Kemi',
  note: null,
  location: null,
  start: at(10),
  end: at(11),
  allDay: false,
  readOnly: true,
  meetingLink: 'https://oja.test/meet/room-1',
  bookingId: 'bk1',
  orderId: 'o1',
  buyerEmail: 'kemi@buyer.test',
};
const own = {
  ...booking,
  id: 'e1',
  type: 'entry',
  title: 'Fabric market',
  readOnly: false,
  meetingLink: null,
  bookingId: null,
  orderId: null,
  buyerEmail: null,
};

describe('/calendar', () => {
  it('shows bookings with meeting links, emails the buyer, deletes own entries, adds with the fallback error', async () => {
    const entries = [booking, own];
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/calendar': () => [200, envelope({ from: '', to: '', entries })],
      'GET /v1/calendar/feed-url': () => [
        200,
        envelope({ url: 'http://x/v1/calendar/ics/tok.ics', webcalUrl: 'webcal://x', createdAt: '' }),
      ],
      'POST /v1/bookings/email': () => [200, envelope(null, 'sent')],
      'DELETE /v1/calendar/delete/e1': () => {
        entries.pop();
        return [200, envelope(null)];
      },
      'POST /v1/calendar/create': () => [422, failure(422, '')],
    });
    renderApp('/calendar');
    await screen.findByText('Email the buyer', { exact: false }).catch(() => undefined);
    console.log('LINKS', [...document.querySelectorAll('main a')].map((a) => a.outerHTML).join('\n'));
    const link = await screen.findByRole('link', { name: /^Meeting link/ });
    expect(link).toHaveAttribute('href', 'https://oja.test/meet/room-1');
    expect(screen.getByLabelText('Private calendar feed (.ics)')).toHaveValue(
      'http://x/v1/calendar/ics/tok.ics',
    );
    expect(screen.queryByRole('button', { name: /Delete Style consultation/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Email the buyer/ }));
    expect(await screen.findByText('Booking details sent to kemi@buyer.test')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/bookings/email')).toEqual([{ bookingId: 'bk1' }]);

    await user.click(screen.getByRole('button', { name: 'Delete Fabric market' }));
    await screen.findByRole('link', { name: /Meeting link/ });
    expect(await screen.findByText('Calendar entry deleted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('heading', { name: /Week of/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Meeting link/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to calendar' });
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(within(dialog).getByText('Enter a title')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Trip');
    await user.type(within(dialog).getByLabelText('Starts'), '2026-01-10T10:00');
    await user.type(within(dialog).getByLabelText('Ends'), '2026-01-10T11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByText('Could not add Calendar. Try again later.')).toBeInTheDocument();
  });
});
