import { type PublicLinkBody, publicLinkMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { PublicLinkKind } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import { findBooking } from '../bookings/index.ts';
import type { OrderRow } from '../orders/index.ts';
import { receiptRepository } from '../receipts/index.ts';

interface LinkTarget {
  kind: PublicLinkKind;
  objectId: string;
  /** How the WhatsApp message introduces the link. */
  lead: string;
}

/** What a link asked for on an order opens: the order, the receipt of its payment (409 before), its booking. */
export async function linkTarget(
  db: Executor,
  order: OrderRow,
  page: PublicLinkBody['page'],
): Promise<LinkTarget> {
  if (page === 'tracking') return { kind: 'order', objectId: order.id, lead: 'Track your order' };
  if (page === 'receipt') {
    const receipt = await receiptRepository.findByOrder(db, order.merchantId, order.id);
    if (!receipt) throw conflict(publicLinkMessages.notPaid);
    return { kind: 'receipt', objectId: receipt.id, lead: 'Your receipt for order' };
  }
  const booking = await findBooking(db, order.merchantId, order.id);
  if (!booking) throw conflict(publicLinkMessages.noBooking);
  return { kind: 'booking', objectId: booking.id, lead: 'Your booking' };
}
