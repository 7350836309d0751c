import {
  bookingInvite,
  bookingMessage,
  bookingStoreName,
  findBooking,
  longDate,
  withMeetingLink,
} from '../bookings/index.ts';
import { fromMerchant, reserveReceipt } from '../merchant-mail/index.ts';
import type { OrderRow } from '../orders/index.ts';
import { orderLink } from '../orders/index.ts';
import type { PublicPageContext } from './page-context.ts';
import { loadSellerContact } from './seller-contact.ts';

/** What the merchant is told by email when a buyer changes a booking on its page. */
export interface ChangeMail {
  merchantId: string;
  subject: string;
  text: string;
  order: Pick<OrderRow, 'id' | 'type' | 'deliveryName' | 'email' | 'phone'>;
}

/**
 * Emails the merchant (the account's own address) after the change is committed. A mail failure never
 * undoes the change: the notification in the dashboard was written with it.
 */
export async function announceChange(ctx: PublicPageContext, mail: ChangeMail) {
  try {
    const seller = await loadSellerContact(ctx.db, mail.merchantId);
    const { order } = mail;
    await ctx.mailer.send({
      channel: 'email',
      to: seller.email,
      subject: mail.subject,
      text: [
        mail.text,
        '',
        `Buyer: ${order.deliveryName}, ${order.email}, ${order.phone}`,
        `See the order: ${ctx.publicUrl}${orderLink(order)}`,
      ].join('\n'),
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId: mail.order.id }, 'booking change email not sent');
  }
}

/**
 * Emails the buyer their booking as it now stands, after the change is committed: a moved booking with
 * its new time and an invitation that moves the event in their calendar, or a cancelled one with an
 * invitation that removes it (the refund, if any, has its own email). A mail failure is logged, never
 * undoes the change.
 */
export async function tellBuyer(
  ctx: PublicPageContext,
  merchantId: string,
  bookingId: string,
  change: 'moved' | 'cancelled',
) {
  try {
    const found = await findBooking(ctx.db, merchantId, bookingId);
    if (!found?.email) return;
    const cancelled = change === 'cancelled';
    const row = cancelled ? found : await withMeetingLink(ctx, found);
    const storeName = await bookingStoreName(ctx.db, merchantId);
    const on = `${row.name} on ${longDate(row.bookedDate)}`;
    const message = cancelled
      ? {
          subject: `Booking cancelled: ${on}`,
          text: [
            `Hello ${row.buyerName},`,
            '',
            `Your booking with ${storeName} is cancelled: ${on}, ${row.startHour}–${row.endHour} (WAT).`,
            `Order: ${row.orderReference}`,
          ].join('\n'),
        }
      : { ...bookingMessage(row, storeName), subject: `Booking moved: ${on}` };
    // As every email a buyer causes: only from a store whose owner verified their email, and labelled as
    // the store's.
    if ((await reserveReceipt(ctx.db, ctx.mail, merchantId, row.email)) !== 'reserved') return;
    await ctx.mailer.send(
      fromMerchant(storeName, {
        to: row.email,
        ...message,
        attachments: [bookingInvite(row, storeName, ctx.organizerEmail, new Date(), cancelled)],
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error, bookingId }, 'booking change email to the buyer not sent');
  }
}
