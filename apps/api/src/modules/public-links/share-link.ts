import type { PublicLink, PublicLinkBody } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { money } from '../../lib/public-page.ts';
import { shareableInvoice } from '../invoices/index.ts';
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

/**
 * A new link to an invoice's pay page as the merchant shares it, beside the link each send emails (which
 * it leaves working): the address and a WhatsApp message naming the merchant, the invoice and what is
 * left to pay. With `revoke`, every earlier shared link of the invoice stops working first.
 */
export async function invoiceShareLink(
  db: Executor,
  publicUrl: string,
  merchantId: string,
  invoiceId: string,
  revoke = false,
): Promise<PublicLink> {
  const invoice = await shareableInvoice(db, merchantId, invoiceId);
  const token = await createPublicLink(db, merchantId, 'invoice', invoice.id, revoke);
  const url = publicLinkUrl(publicUrl, 'invoice', token);
  const due = money(invoice.dueMinor, invoice.currency);
  const text = `Hello ${invoice.buyerName}, here is invoice ${invoice.number} from ${invoice.merchantName}: ${due} to pay. ${url}`;
  return { url, whatsappUrl: whatsappUrl(text) };
}
