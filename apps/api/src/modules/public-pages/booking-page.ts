import { html, layout } from '../../lib/public-page.ts';
import { type BookingView, findBooking, meetingLinkOf } from '../bookings/index.ts';
import { findOrder } from '../orders/index.ts';
import { bookingChoices, refundOnCancel } from './booking-changes.ts';
import {
  cancelSection,
  type ChangeError,
  confirmCancelSection,
  rescheduleSection,
} from './booking-change-sections.ts';
import type { PublicPageContext } from './page-context.ts';
import { messageSellerForm } from './message-seller.ts';
import { loadSellerContact, sellerSection } from './seller-contact.ts';
import { endSentence } from '../../lib/sentence.ts';

const STATUS_LABELS: Record<string, string> = {
  NOT_PAID: 'Awaiting payment',
  NEW: 'Confirmed',
  PENDING: 'Under way',
  PAID: 'Confirmed',
  DELIVERED: 'Done',
  CANCELLED: 'Cancelled',
};
const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/** What the page says after a change went through (the POST redirects to `?done=…`). */
export const DONE_MESSAGES = {
  moved: 'Your booking was moved. The seller has been told.',
  cancelled: 'Your booking was cancelled. The seller has been told.',
} as const;
export type Done = keyof typeof DONE_MESSAGES;
/** The `done` of the page's address, when it names one; anything else shows nothing. */
export const doneOf = (value: unknown): Done | undefined =>
  value === 'moved' || value === 'cancelled' ? value : undefined;

const whenOf = (b: BookingView) => `${b.bookedDate}, ${b.startHour}–${b.endHour} (WAT)`;

async function loadBooking(ctx: PublicPageContext, merchantId: string, bookingId: string) {
  const booking = await findBooking(ctx.db, merchantId, bookingId);
  const order = booking && (await findOrder(ctx.db, merchantId, booking.orderId));
  return booking && order ? { booking, order } : undefined;
}

/**
 * GET /b/{token}: the buyer's booking — the service, the time (West Africa Time), where it happens or the
 * meeting link, how to reach the seller — and what the merchant's rules let the buyer do online: move it
 * to a free time, or cancel it (through a confirmation step); otherwise why not (decision 043).
 */
export async function bookingPage(
  ctx: PublicPageContext,
  merchantId: string,
  bookingId: string,
  url: string,
  shown: { error?: ChangeError; done?: Done } = {},
) {
  const found = await loadBooking(ctx, merchantId, bookingId);
  if (!found) return undefined;
  const { booking, order } = found;
  const live = booking.orderStatus !== 'CANCELLED' && booking.orderStatus !== 'NOT_PAID';
  const [seller, meetingLink, choices] = await Promise.all([
    loadSellerContact(ctx.db, merchantId),
    live ? meetingLinkOf(ctx, merchantId, booking.id) : null,
    bookingChoices(ctx.db, merchantId, booking, new Date()),
  ]);
  const path = new URL(url).pathname;
  const errorOf = (change: ChangeError['change']) =>
    shown.error?.change === change ? shown.error.message : undefined;
  const status = statusLabel(booking.orderStatus);
  const body = html`<section>
      <p class="muted">Booking with ${seller.name}</p>
      <h1>${booking.name}</h1>
      ${shown.done ? html`<p role="status"><strong>${DONE_MESSAGES[shown.done]}</strong></p>` : ''}
      <p>${whenOf(booking)}</p>
      <p>Status: <span class="status">${status}</span> · ${booking.orderReference}</p>
      ${booking.location ? html`<p>Where: ${booking.location}</p>` : ''}
      ${
        meetingLink
          ? html`<p class="actions">
              <a class="button" href="${meetingLink}" rel="noreferrer">Join the meeting</a>
            </p>`
          : ''
      }
      ${
        choices.reschedule || choices.cancel
          ? html`<p class="muted">
              ${endSentence(`To change or cancel this booking, contact ${seller.name}`)}
            </p>`
          : ''
      }
    </section>
    ${rescheduleSection(booking, choices.rules, {
      refusal: choices.reschedule,
      slots: choices.slots,
      action: `${path}/reschedule`,
      error: errorOf('reschedule'),
    })}
    ${cancelSection(choices.rules, {
      refusal: choices.cancel,
      refund: refundOnCancel(order),
      currency: order.currency,
      action: `${path}/cancel`,
      error: errorOf('cancel'),
    })}
    ${sellerSection(seller, messageSellerForm(`${path}/message`))}`;
  return layout(
    { title: `${booking.name} with ${seller.name}`, description: `${whenOf(booking)} · ${status}`, url },
    body,
  );
}

/** GET /b/{token}/cancel: the confirmation step; a booking that cannot be cancelled shows its page instead. */
export async function cancelConfirmPage(
  ctx: PublicPageContext,
  merchantId: string,
  bookingId: string,
  url: string,
) {
  const found = await loadBooking(ctx, merchantId, bookingId);
  if (!found) return undefined;
  const { booking, order } = found;
  const { cancel } = await bookingChoices(ctx.db, merchantId, booking, new Date());
  if (cancel) return bookingPage(ctx, merchantId, bookingId, url);
  const path = new URL(url).pathname;
  const seller = await loadSellerContact(ctx.db, merchantId);
  const refund = { amount: refundOnCancel(order), currency: order.currency };
  return layout(
    {
      title: `Cancel ${booking.name} with ${seller.name}`,
      description: whenOf(booking),
      url: `${url}/cancel`,
    },
    html`${confirmCancelSection(booking, refund, { action: `${path}/cancel`, back: path })}
    ${sellerSection(seller)}`,
  );
}
