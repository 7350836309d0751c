import type { Executor } from '../../db/client.ts';
import type { CarrierEvent } from '../../providers/logistics/logistics-provider.ts';
import { dateTime, html, layout, money, linesTable } from '../../lib/public-page.ts';
import {
  balanceDueMinor,
  findOrder,
  firstPaymentMinor,
  orderItemsOf,
  type OrderRow,
} from '../orders/index.ts';
import { findEscrowsByOrders } from '../wallet/index.ts';
import { returnsOfOrder } from '../refunds/index.ts';
import { returnSection } from './return-section.ts';
import { shipmentOfOrder } from './shipment-of-order.ts';
import type { PublicPageContext } from './page-context.ts';
import { messageSellerForm } from './message-seller.ts';
import { loadSellerContact, sellerSection } from './seller-contact.ts';

export const PAYMENT_LABELS: Record<OrderRow['paymentStatus'], string> = {
  awaiting_payment: 'Awaiting payment',
  partially_paid: 'Deposit paid',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  expired: 'Expired (not paid in time)',
};

const statusText = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).toLowerCase().replaceAll('_', ' ');

/** The carrier's events, newest first, read live from the logistics provider (the stored ones if it fails). */
async function carrierEvents(ctx: PublicPageContext, db: Executor, order: OrderRow) {
  const shipment = await shipmentOfOrder(db, order.merchantId, order.id);
  if (!shipment) return undefined;
  const events: CarrierEvent[] = await ctx.logistics
    .trackShipment(shipment.providerReference)
    .then((tracked) => tracked.events)
    .catch(() => shipment.events);
  return { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, events };
}

const timelineSection = (tracked: Awaited<ReturnType<typeof carrierEvents>>) =>
  tracked
    ? html`<section>
        <h2>Delivery</h2>
        <p class="muted">${tracked.carrier} · tracking ${tracked.trackingNumber}</p>
        <ol>
          ${[...tracked.events]
            .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime())
            .map(
              (e) =>
                html`<li>
                  <strong>${e.description}</strong><br /><span class="muted"
                    >${dateTime(e.occurredAt)}${e.location ? ` · ${e.location}` : ''}</span
                  >
                </li>`,
            )}
        </ol>
      </section>`
    : '';

/** GET /t/{token}: the buyer's order — items, amounts, payment (with Pay now while due), delivery, contact. */
export async function trackingPage(
  ctx: PublicPageContext,
  merchantId: string,
  orderId: string,
  url: string,
  returnError?: string,
) {
  const order = await findOrder(ctx.db, merchantId, orderId);
  if (!order) return undefined;
  const [items, [hold], seller, tracked, returns] = await Promise.all([
    orderItemsOf(ctx.db, merchantId, [orderId]),
    findEscrowsByOrders(ctx.db, merchantId, [orderId]),
    loadSellerContact(ctx.db, merchantId),
    carrierEvents(ctx, ctx.db, order),
    returnsOfOrder(ctx.db, merchantId, orderId),
  ]);
  const cash = (minor: number) => money(minor, order.currency);
  const payment = PAYMENT_LABELS[order.paymentStatus];
  const payLink = (href: string, label: string) =>
    html`<p class="actions"><a class="button" href="${href}" rel="noreferrer">${label}</a></p>`;
  const payNow =
    order.paymentStatus === 'awaiting_payment' && hold?.status === 'awaiting_payment'
      ? payLink(
          hold.authorizationUrl,
          order.depositAmount === null ? 'Pay now' : `Pay the deposit of ${cash(firstPaymentMinor(order))}`,
        )
      : order.paymentStatus === 'partially_paid' && order.balanceUrl
        ? payLink(order.balanceUrl, `Pay the rest: ${cash(balanceDueMinor(order))}`)
        : '';
  const body = html`<section>
      <p class="muted">Order from ${seller.name}</p>
      <h1>${order.orderReference}</h1>
      <p>
        Status: <span class="status">${statusText(order.status)}</span> Payment:
        <span class="status">${payment}</span>
      </p>
      ${order.refundedAmount > 0 ? html`<p>Refunded to you: ${cash(order.refundedAmount)}</p>` : ''}
      <p class="muted">Placed ${dateTime(order.orderedAt)}</p>
      ${payNow}
    </section>
    <section>
      <h2>Items</h2>
      ${linesTable(
        [
          ...items.map((i) => ({ name: i.name, quantity: i.quantity, amount: cash(i.price * i.quantity) })),
          { name: 'Delivery', amount: cash(order.deliveryPrice) },
        ],
        [{ name: 'Total', amount: cash(order.totalPrice) }],
      )}
    </section>
    ${timelineSection(tracked)}${returnSection(order, returns.at(-1), `${new URL(url).pathname}/return`, returnError)}${sellerSection(seller, order.email ? messageSellerForm(`${new URL(url).pathname}/message`) : '')}`;
  return layout(
    {
      title: `Order ${order.orderReference} from ${seller.name}`,
      description: `${cash(order.totalPrice)} · ${payment}`,
      url,
    },
    body,
  );
}
