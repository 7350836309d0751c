import { html, layout } from '../../lib/public-page.ts';
import { findBooking, meetingLinkOf } from '../bookings/index.ts';
import type { PublicPageContext } from './page-context.ts';
import { messageSellerForm } from './message-seller.ts';
import { loadSellerContact, sellerSection } from './seller-contact.ts';

const STATUS_LABELS: Record<string, string> = {
  NOT_PAID: 'Awaiting payment',
  NEW: 'Confirmed',
  PENDING: 'Under way',
  PAID: 'Confirmed',
  DELIVERED: 'Done',
  CANCELLED: 'Cancelled',
};
const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/**
 * GET /b/{token}: the buyer's booking — the service, the time (West Africa Time), where it happens or the
 * meeting link, and how to reach the seller. A booking is moved or called off by the merchant (the
 * dashboard's rules), so the page tells the buyer to ask the seller; it changes nothing itself.
 */
export async function bookingPage(
  ctx: PublicPageContext,
  merchantId: string,
  bookingId: string,
  url: string,
) {
  const booking = await findBooking(ctx.db, merchantId, bookingId);
  if (!booking) return undefined;
  const live = booking.orderStatus !== 'CANCELLED' && booking.orderStatus !== 'NOT_PAID';
  const [seller, meetingLink] = await Promise.all([
    loadSellerContact(ctx.db, merchantId),
    live ? meetingLinkOf(ctx, merchantId, booking.id) : null,
  ]);
  const when = `${booking.bookedDate}, ${booking.startHour}–${booking.endHour} (WAT)`;
  const status = statusLabel(booking.orderStatus);
  const body = html`<section>
      <p class="muted">Booking with ${seller.name}</p>
      <h1>${booking.name}</h1>
      <p>${when}</p>
      <p>Status: <span class="status">${status}</span> · ${booking.orderReference}</p>
      ${booking.location ? html`<p>Where: ${booking.location}</p>` : ''}
      ${
        meetingLink
          ? html`<p class="actions">
              <a class="button" href="${meetingLink}" rel="noreferrer">Join the meeting</a>
            </p>`
          : ''
      }
      <p class="muted">To change or cancel this booking, contact ${seller.name}.</p>
    </section>
    ${sellerSection(seller, messageSellerForm(`${new URL(url).pathname}/message`))}`;
  return layout(
    { title: `${booking.name} with ${seller.name}`, description: `${when} · ${status}`, url },
    body,
  );
}
