import type { PublicLink, PublicLinkBody } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { OrderRow } from '../orders/index.ts';
import { linkTarget } from './link-target.ts';
import { createPublicLink, publicLinkUrl } from './public-links.ts';

/** A prefilled WhatsApp message carrying the link (WhatsApp's click-to-chat link with no number: the buyer picks the chat). */
export const whatsappUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/**
 * A new link to one of an order's public pages (tracking, receipt, booking) as the merchant shares it:
 * the page's address and a WhatsApp message carrying it. With `revoke`, every earlier link to that page
 * stops working first. The caller has checked the order is the merchant's.
 */
export async function orderShareLink(
  db: Executor,
  publicUrl: string,
  order: OrderRow,
  page: PublicLinkBody['page'],
  revoke = false,
): Promise<PublicLink> {
  const target = await linkTarget(db, order, page);
  const token = await createPublicLink(db, order.merchantId, target.kind, target.objectId, revoke);
  const url = publicLinkUrl(publicUrl, target.kind, token);
  return { url, whatsappUrl: whatsappUrl(`${target.lead} ${order.orderReference}: ${url}`) };
}
