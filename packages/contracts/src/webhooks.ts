import { z } from 'zod';

/**
 * Signed outgoing webhooks (decision 049): a merchant's endpoints, the events they receive, and the log of
 * each delivery with its attempts. Every event is POSTed as `{ id, type, created_at, data }`, signed in
 * `Oja-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's own secret.
 */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.updated',
  'payment.succeeded',
  'invoice.paid',
  'refund.created',
  'booking.created',
  'message.received',
  'product.updated',
  'stock.low',
] as const;
export const webhookEventType = z.enum(WEBHOOK_EVENTS);
export type WebhookEventType = z.infer<typeof webhookEventType>;

/** The event an owner sends to one endpoint to try it; no endpoint chooses it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** An event type as a delivery names it: a chosen type, or the test event. */
export const deliveredEventType = z.union([webhookEventType, z.literal(WEBHOOK_TEST_EVENT)]);

export const WEBHOOK_SIGNATURE_HEADER = 'oja-signature';
export const WEBHOOK_EVENT_ID_HEADER = 'oja-event-id';
export const WEBHOOK_EVENT_TYPE_HEADER = 'oja-event-type';

export const webhookMessages = {
  fetched: 'Webhook endpoints fetched',
  created: 'Webhook endpoint added',
  updated: 'Webhook endpoint updated',
  deleted: 'Webhook endpoint deleted',
  rotated: 'Signing secret rotated',
  testSent: 'Test event queued',
  deliveriesFetched: 'Deliveries fetched',
  redelivered: 'Delivery queued again',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  urlInvalid: 'Enter a full URL starting with https://',
  httpsOnly: 'The URL must start with https:// (http:// only for localhost while developing)',
  privateAddress: 'The URL must point to a public internet address, not a private or local one',
  eventsRequired: 'Choose at least one event',
  tooMany: 'A business can have at most 10 webhook endpoints',
} as const;

export const webhookUrl = z
  .string({ error: webhookMessages.urlInvalid })
  .trim()
  .max(2000, 'The URL must be at most 2000 characters')
  .pipe(z.url({ error: webhookMessages.urlInvalid }));

const description = z.string().trim().max(200, 'The description must be at most 200 characters');
const events = z
  .array(webhookEventType, { error: webhookMessages.eventsRequired })
  .min(1, webhookMessages.eventsRequired)
  .transform((chosen) => [...new Set(chosen)]);

export const webhookEndpointInput = z.object({
  url: webhookUrl,
  description: description.default(''),
  events,
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInput>;

export const webhookEndpointUpdate = z
  .object({
    enabled: z.boolean().optional(),
    events: events.optional(),
    description: description.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message:
      'Change at least one of: enabled, events, description (the address cannot be changed: add a new endpoint)',
  });
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdate>;

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventType),
  enabled: z.boolean(),
  /** Why delivery stopped on its own (repeated failure), or null. */
  disabledReason: z.string().nullable(),
  /** The signing secret, shown to the owner (reveal, rotate). */
  secret: z.string(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;
export const webhookEndpointList = z.object({ endpoints: z.array(webhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointList>;

export const webhookAttempt = z.object({
  id: z.string(),
  startedAt: z.string(),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  responseStatus: z.number().int().nullable(),
  /** At most the first 2,000 characters of the receiver's answer. */
  responseBody: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: deliveredEventType,
  status: z.enum(['pending', 'delivered', 'failed']),
  attemptCount: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  attempts: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveryList = z.object({ deliveries: z.array(webhookDelivery) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;
