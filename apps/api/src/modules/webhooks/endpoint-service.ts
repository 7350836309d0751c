import {
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  type webhookEndpointInput,
  type webhookEndpointUpdate,
  webhookMessages,
} from '@oja/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { emitTestEvent } from './emit-event.ts';
import { type EndpointRow, endpointRepository } from './endpoint-repository.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import { checkResolvedHost, checkWebhookUrl, type UrlPolicy } from './webhook-url.ts';

const MAX_ENDPOINTS = 10;
const LOG_SIZE = 50;

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  secret: row.secret,
  consecutiveFailures: row.consecutiveFailures,
  createdAt: row.createdAt.toISOString(),
});
const found = <T>(value: T | null | false, message: string = webhookMessages.notFound): T => {
  if (!value) throw new AppError('NOT_FOUND', message);
  return value;
};

export const endpointService = {
  async list(db: Executor, merchantId: string) {
    return { endpoints: (await endpointRepository.list(db, merchantId)).map(toEndpoint) };
  },

  /** Adds an endpoint with a new secret, after checking its URL (form and resolved addresses). */
  async create(
    db: Executor,
    policy: UrlPolicy,
    merchantId: string,
    input: z.output<typeof webhookEndpointInput>,
  ) {
    const url = checkWebhookUrl(input.url, policy);
    await checkResolvedHost(url, policy);
    if ((await endpointRepository.count(db, merchantId)) >= MAX_ENDPOINTS)
      throw new AppError('CONFLICT', webhookMessages.tooMany);
    const row = await endpointRepository.insert(db, {
      merchantId,
      url: url.toString(),
      description: input.description,
      events: input.events,
      secret: newWebhookSecret(),
    });
    return toEndpoint(row);
  },

  /** Turning an endpoint back on starts its failure count afresh. */
  async update(db: Executor, merchantId: string, id: string, input: z.output<typeof webhookEndpointUpdate>) {
    const restart = input.enabled ? { disabledReason: null, consecutiveFailures: 0, failingSince: null } : {};
    const row = await endpointRepository.update(db, merchantId, id, { ...input, ...restart });
    return toEndpoint(found(row));
  },

  async remove(db: Executor, merchantId: string, id: string) {
    found(await endpointRepository.remove(db, merchantId, id));
  },

  /** A new secret at once: the old one no longer signs anything sent from now on. */
  async rotateSecret(db: Executor, merchantId: string, id: string) {
    return toEndpoint(
      found(await endpointRepository.update(db, merchantId, id, { secret: newWebhookSecret() })),
    );
  },

  async sendTest(db: Executor, merchantId: string, id: string) {
    found(await emitTestEvent(db, merchantId, id));
  },

  /** The endpoint's newest deliveries, each with its attempts, oldest attempt first. */
  async deliveries(db: Executor, merchantId: string, id: string): Promise<{ deliveries: WebhookDelivery[] }> {
    found(await endpointRepository.exists(db, merchantId, id));
    const rows = await endpointRepository.deliveries(db, merchantId, id, LOG_SIZE);
    const attempts = await endpointRepository.attempts(
      db,
      merchantId,
      rows.map((r) => r.id),
    );
    return {
      deliveries: rows.map((row) => ({
        ...row,
        eventType: row.eventType as WebhookDelivery['eventType'],
        nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        attempts: attempts
          .filter((a) => a.deliveryId === row.id)
          .map((a) => ({
            id: a.id,
            startedAt: a.startedAt.toISOString(),
            requestHeaders: a.requestHeaders,
            requestBody: a.requestBody,
            responseStatus: a.responseStatus,
            responseBody: a.responseBody,
            durationMs: a.durationMs,
            error: a.error,
          })),
      })),
    };
  },

  async redeliver(db: Executor, merchantId: string, id: string, deliveryId: string) {
    found(
      await endpointRepository.redeliver(db, merchantId, id, deliveryId),
      webhookMessages.deliveryNotFound,
    );
  },
};
