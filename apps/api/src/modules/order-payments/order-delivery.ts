import type { Executor } from '../../db/client.ts';
import type { OrderRow } from '../orders/index.ts';
import { releaseEscrow, setEscrowReleaseAt } from '../wallet/index.ts';

/**
 * A product order was delivered (`at`: when, as the carrier reports it): its money leaves escrow for the
 * wallet in the same transaction as the status change, dated at the delivery. An order with nothing
 * held (free, or paid before payments went through Oja) moves no money.
 */
export async function releaseOnDelivery(tx: Executor, order: OrderRow, at?: Date): Promise<void> {
  if (order.paymentStatus === 'paid') await releaseEscrow(tx, order.merchantId, order.id, at);
}

/**
 * A service order was delivered: its money stays in escrow for `holdHours` from `from` (the end of the
 * booked slot when that is still ahead, else now) — time for the buyer to raise a problem — and the
 * release job moves it to the wallet after; with no hold it is released at once.
 */
export async function holdAfterServiceDelivery(
  tx: Executor,
  order: OrderRow,
  holdHours: number,
  from = new Date(),
): Promise<void> {
  if (order.paymentStatus !== 'paid') return;
  if (holdHours === 0) {
    await releaseEscrow(tx, order.merchantId, order.id);
    return;
  }
  const releaseAt = new Date(from.getTime() + holdHours * 3_600_000);
  await setEscrowReleaseAt(tx, order.merchantId, order.id, releaseAt);
}
