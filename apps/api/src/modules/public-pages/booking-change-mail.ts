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
