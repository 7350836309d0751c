import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { html, layout } from '../../lib/public-page.ts';
import { sendPage } from '../../lib/public-page-reply.ts';
import { findBooking } from '../bookings/index.ts';
import { type BuyerTopic, enterBuyerConversation } from '../messaging/index.ts';
import { findOrder } from '../orders/index.ts';
import type { PublicPageContext } from './page-context.ts';
import { loadSellerContact, type SellerContact, sellerSection } from './seller-contact.ts';

/** The no-script "Message the seller" button of a tracking or booking page: a form posted to `action`. */
export const messageSellerForm = (action: string) =>
  html`<form method="post" action="${action}" class="actions">
    <button class="button" type="submit">Message the seller</button>
  </form>`;

/** The buyer and the order or booking a page's link opens, as the conversation is about them. */
async function topicOf(
  ctx: PublicPageContext,
  page: 'order' | 'booking',
  merchantId: string,
  objectId: string,
): Promise<BuyerTopic | undefined> {
  if (page === 'order') {
    const order = await findOrder(ctx.db, merchantId, objectId);
    return order && { email: order.email, name: order.deliveryName, orderId: order.id };
  }
  const booking = await findBooking(ctx.db, merchantId, objectId);
  return booking && { email: booking.email, name: booking.buyerName, bookingId: booking.id };
}

const cannotOpenPage = (seller: SellerContact, reason: string) =>
  layout(
    { title: `Message ${seller.name}`, description: reason, url: '' },
    html`<section>
        <h1>The chat cannot open just now</h1>
        <p>${reason}</p>
      </section>
      ${sellerSection(seller)}`,
  );

/**
 * POST /t/{token}/message and /b/{token}/message: into the buyer's conversation with the seller about this
 * order or booking (opened first if there is none), 303 to the chat. A refusal (the seller's daily limit,
 * an order without the buyer's email) is a page saying so, with the seller's contact.
 */
export async function messageSeller(
  ctx: PublicPageContext,
  reply: FastifyReply,
  page: 'order' | 'booking',
  link: { merchantId: string; objectId: string },
) {
  const topic = await topicOf(ctx, page, link.merchantId, link.objectId);
  if (!topic) return sendPage(reply, undefined);
  const seller = await loadSellerContact(ctx.db, link.merchantId);
  if (!topic.email) {
    const reason = `${seller.name} has no email of yours to chat with; reach them below.`;
    return sendPage(reply.code(409), cannotOpenPage(seller, reason));
  }
  try {
    const entry = await enterBuyerConversation(ctx.messaging, link.merchantId, topic);
    return reply.redirect(`/chat/${entry}`, 303);
  } catch (error) {
    if (!(error instanceof AppError) || !['TOO_MANY_REQUESTS', 'FORBIDDEN'].includes(error.code)) throw error;
    const reason = `${seller.name} cannot take a new conversation right now; try again later or reach them below.`;
    return sendPage(reply.code(error.code === 'FORBIDDEN' ? 403 : 429), cannotOpenPage(seller, reason));
  }
}
