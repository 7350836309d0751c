import type { WebhookEventType } from '@oja/contracts';

/** What each event means to an owner choosing them (docs/webhooks.md). */
export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.created': 'An order is placed',
  'order.updated': 'An order changes',
  'payment.succeeded': 'A payment comes in',
  'invoice.paid': 'An invoice is paid',
  'refund.created': 'A refund is made',
  'booking.created': 'A service is booked',
  'message.received': 'A buyer writes to you',
  'product.updated': 'A product is changed',
  'stock.low': 'Stock runs low',
};
