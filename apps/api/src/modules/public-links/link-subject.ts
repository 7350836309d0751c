import { publicLinkMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { lookupHash } from '../../lib/capability-token.ts';
import { money } from '../../lib/public-page.ts';
import { findBooking } from '../bookings/index.ts';
import { invoiceOfPayLink } from '../invoices/index.ts';
import { findOrder } from '../orders/index.ts';
import { formatReceiptNumber, receiptRepository } from '../receipts/index.ts';
import { publicLinkRepository } from './public-link-repository.ts';

/** What an emailed link is about: the email's subject and the line that introduces the link. */
interface LinkSubject {
  subject: string;
  lead: string;
}

/** The buyer pages a merchant may email a link to, by the path the link starts with. */
const LINK_PATH = /^\/(t|r|b|pay\/invoice)\/([A-Za-z0-9_-]{43})$/;

/** Whether a link is an invoice's pay page (emailing it needs `invoices.write` as well). */
export const isInvoiceLink = (url: string) => parsedPath(url).startsWith('/pay/invoice/');

const parsedPath = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
};

/** The page and token a link as the dashboard shows it names; 400 for anything else. */
function parseLink(url: string) {
  const path = parsedPath(url);
  const [, page, token] = LINK_PATH.exec(path) ?? [];
  const hash = token && lookupHash(token);
  if (!page || !hash)
    throw badRequest(publicLinkMessages.notOurLink, [
      { path: 'url', message: publicLinkMessages.notOurLink },
    ]);
  return { page, hash, path };
}

const notOurs = () => notFound('Link');

/** An order page's, receipt's or booking's link, once the merchant's own and live: what it is about. */
async function sharedLinkSubject(db: Executor, merchantId: string, hash: string): Promise<LinkSubject> {
  const link = await publicLinkRepository.findOwn(db, merchantId, hash);
  if (!link || link.kind === 'chat' || link.kind === 'invoice') throw notOurs();
  if (link.revokedAt) throw conflict(publicLinkMessages.revokedLink);
  if (link.kind === 'receipt') {
    const receipt = await receiptRepository.find(db, merchantId, link.objectId);
    if (!receipt) throw notOurs();
    const number = formatReceiptNumber(receipt.receiptNumber);
    return { subject: `Your receipt ${number}`, lead: `Your receipt ${number}` };
  }
  if (link.kind === 'booking') {
    const booking = await findBooking(db, merchantId, link.objectId);
    if (!booking) throw notOurs();
    const when = `${booking.bookedDate}, ${booking.startHour}–${booking.endHour} (WAT)`;
    return { subject: `Your booking ${booking.orderReference}`, lead: `Your booking on ${when}` };
  }
  const order = await findOrder(db, merchantId, link.objectId);
  if (!order) throw notOurs();
  return { subject: `Your order ${order.orderReference}`, lead: `Track your order ${order.orderReference}` };
}

async function invoiceLinkSubject(db: Executor, merchantId: string, hash: string): Promise<LinkSubject> {
  const shared = await publicLinkRepository.findOwn(db, merchantId, hash);
  if (shared?.kind === 'invoice' && shared.revokedAt) throw conflict(publicLinkMessages.revokedLink);
  const invoice = await invoiceOfPayLink(db, merchantId, hash);
  if (!invoice) throw notOurs();
  const due = invoice.dueMinor > 0 ? `: ${money(invoice.dueMinor, invoice.currency)} to pay` : '';
  return { subject: `Invoice ${invoice.number}`, lead: `Invoice ${invoice.number}${due}` };
}

/**
 * What a link the merchant wants to email opens, checked: one of the merchant's own buyer pages (another
 * merchant's link, an unknown one and an invoice link a later send replaced are 404), not revoked (409).
 * A text that is no buyer link at all is 400. The link is written anew on the public address, whatever
 * host the text named, so an email never carries a token to another site.
 */
export async function linkSubject(db: Executor, merchantId: string, publicUrl: string, text: string) {
  const { page, hash, path } = parseLink(text);
  const about =
    page === 'pay/invoice'
      ? await invoiceLinkSubject(db, merchantId, hash)
      : await sharedLinkSubject(db, merchantId, hash);
  return { ...about, url: `${publicUrl}${path}` };
}
