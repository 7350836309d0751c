import { logisticsMessages } from '@oja/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import {
  type CarrierShipment,
  type LogisticsProvider,
  LogisticsProviderError,
  LogisticsUnavailableError,
} from '../../providers/logistics/logistics-provider.ts';
import { findOrder, lockMerchantOrders } from '../orders/index.ts';
import { shipmentRepository } from './shipment-repository.ts';
import { applyCarrierShipment } from './shipment-updates.ts';

/** What the webhook route reads of a delivery: only which shipment it is about (the rest is re-read). */
export const logisticsWebhookBody = z.looseObject({
  event: z.string(),
  data: z.looseObject({ shipment_id: z.string().min(1).max(200) }),
});

/** The shipment as the carrier holds it now; undefined when the carrier does not know it. */
async function track(logistics: LogisticsProvider, shipmentId: string): Promise<CarrierShipment | undefined> {
  try {
    return await logistics.trackShipment(shipmentId);
  } catch (error) {
    if (error instanceof LogisticsProviderError) return undefined;
    if (error instanceof LogisticsUnavailableError)
      throw new AppError('UNAVAILABLE', logisticsMessages.webhookRetry(error.message));
    throw error;
  }
}

/**
 * A carrier's webhook, signature already checked: the body only says which shipment changed. The shipment
 * is read again through the adapter (a body is a notice, not proof), its metadata names the order, and
 * the steps past what the app recorded are applied under the merchant's order lock (decision 036) with
 * the order and shipment locked — so a repeated,
 * late or out-of-order delivery changes nothing.
 */
export async function handleLogisticsWebhook(
  ctx: { db: Database; logistics: LogisticsProvider },
  shipmentId: string,
): Promise<number> {
  const carrier = await track(ctx.logistics, shipmentId);
  const { merchant_id: merchantId, order_id: orderId } = carrier?.metadata ?? {};
  if (!carrier || typeof merchantId !== 'string' || typeof orderId !== 'string') return 0;
  if (!isUuid(merchantId) || !isUuid(orderId)) return 0;
  return ctx.db.transaction(async (tx) => {
    await lockMerchantOrders(tx, merchantId);
    if (!(await findOrder(tx, merchantId, orderId, true))) return 0;
    const shipment = await shipmentRepository.findByOrder(tx, merchantId, orderId, true);
    if (shipment?.providerReference !== carrier.shipmentId || shipment.provider !== ctx.logistics.name)
      return 0;
    return applyCarrierShipment(tx, shipment, carrier);
  });
}
