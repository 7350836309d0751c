import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/testing/mock-fetch';
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
  meetingLink: null,
  bookingId: 'bk1',
  orderId: 'o1',
  buyerEmail: 'kemi@buyer.test',
};
const bookingUrl = 'https://oja.example/b/CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC';

describe('/calendar: share a booking page', () => {
  it('makes the booking link on request and offers WhatsApp, copy and email to the buyer', async () => {
    const asked: unknown[] = [];
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/calendar': () => [200, envelope({ from: '', to: '', entries: [booking] })],
      'GET /v1/calendar/feed-url': () => [
        200,
        envelope({ url: 'http://x/v1/calendar/ics/tok.ics', webcalUrl: 'webcal://x', createdAt: '' }),
      ],
      'POST /v1/order/o1/links': ({ body }) => {
        asked.push(body);
        return [201, envelope({ url: bookingUrl, whatsappUrl: 'https://wa.me/?text=b' }, 'Link created')];
      },
    });
    renderApp('/calendar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Share link\s*to Style consultation/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the booking page' });
    await user.click(within(dialog).getByRole('button', { name: 'Get booking page link' }));
    expect(await within(dialog).findByLabelText('Booking page link')).toHaveValue(bookingUrl);
    expect(asked).toEqual([{ page: 'booking' }]);
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/?text=b',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send by email' }));
    const emailDialog = await screen.findByRole('dialog', { name: 'Send the link by email' });
    expect(within(emailDialog).getByLabelText("Buyer's email")).toHaveValue('kemi@buyer.test');
  });
});
