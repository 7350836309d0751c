import { z } from 'zod';
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from './webhooks.ts';

/**
 * The `data` of each webhook event (docs/webhooks.md), for the OpenAPI document. Money is in minor units
 * (kobo); times are ISO 8601.
 */
const buyer = z.object({ name: z.string(), email: z.string(), phone: z.string().optional() });
const order = z.object({
  id: z.string(),
  reference: z.string(),
  type: z.enum(['PRODUCT', 'SERVICE']),
  status: z.string(),
  payment_status: z.string(),
  channel: z.enum(['online', 'payment_link', 'offline']),
  currency: z.string(),
  total: z.number().int(),
  refunded: z.number().int(),
  buyer,
  ordered_at: z.string(),
});

export const webhookPayloads: Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType> = {
  'order.created': order,
  'order.updated': order,
  'payment.succeeded': z.object({
    id: z.string().describe('The receipt of the payment'),
    reference: z.string(),
    orderId: z.string().nullable(),
    invoiceId: z.string().nullable(),
    description: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    buyer,
    paid_at: z.string(),
  }),
  'invoice.paid': z.object({
    id: z.string(),
    number: z.string(),
    currency: z.string(),
    total: z.number().int(),
    paid: z.number().int(),
    customer: buyer,
    paid_at: z.string(),
  }),
  'refund.created': z.object({
    id: z.string(),
    orderId: z.string().optional(),
    invoiceId: z.string().optional(),
    amount: z.number().int(),
    currency: z.string(),
    destination: z.enum(['original_payment', 'store_credit']),
    reason: z.string(),
  }),
  'booking.created': z.object({
    id: z.string(),
    orderId: z.string(),
    service_id: z.string(),
    name: z.string(),
    date: z.string(),
    start: z.string(),
    end: z.string(),
    location: z.string().nullable(),
    buyer,
  }),
  'message.received': z.object({
    id: z.string(),
    conversationId: z.string(),
    from: z.string().nullable(),
    text: z.string(),
    sent_at: z.string(),
  }),
  'product.updated': z
    .looseObject({ id: z.string(), name: z.string() })
    .describe('The product as GET /v1/product/{id} answers it (prices in naira, as the REST API)'),
  'stock.low': z.object({
    id: z.string(),
    name: z.string(),
    sku: z.string().nullable(),
    units: z.number().int(),
    threshold: z.number().int(),
  }),
  [WEBHOOK_TEST_EVENT]: z.object({ id: z.string(), message: z.string() }),
};
