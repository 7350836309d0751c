import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_EVENT_TYPE_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@oja/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { type ClaimedDelivery, deliveryRepository } from './delivery-repository.ts';
import { disabledMail } from './disabled-mail.ts';
import { signWebhook } from './webhook-signature.ts';
import { postWebhook, type PostResult } from './webhook-post.ts';
import { checkWebhookUrl, type UrlPolicy } from './webhook-url.ts';

export interface DeliveryContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  policy: UrlPolicy;
  timeoutMs: number;
}

/** Minutes to wait after each failed attempt (with ±20 % jitter); after the last, the delivery has failed. */
export const RETRY_MINUTES = [1, 5, 30, 120, 360, 720];
/** An endpoint stops on its own after this many failed attempts in a row, or this many days failing. */
export const AUTO_DISABLE = { maxFailures: 50, maxDays: 3 };
/** How long a claim holds a delivery; well above the POST's timeout, so only a stopped instance loses it. */
const CLAIM_SECONDS = 60;
const BATCH = 20;

/** Seconds until the next attempt after `attempts` failed ones, or null when none is left. */
export function retryDelaySeconds(attempts: number, random = Math.random): number | null {
  const minutes = RETRY_MINUTES[attempts - 1];
  return minutes === undefined ? null : Math.round(minutes * 60 * (0.8 + 0.4 * random()));
}

/**
 * One run of the delivery worker (every instance runs it): claims the due deliveries and POSTs each,
 * signed, at the same time; records each outcome. Answers how many it sent.
 */
export async function deliverDue(ctx: DeliveryContext): Promise<number> {
  const claimed = await deliveryRepository.claim(ctx.db, BATCH, CLAIM_SECONDS);
  await Promise.all(claimed.map((delivery) => deliverOne(ctx, delivery)));
  return claimed.length;
}

async function deliverOne(ctx: DeliveryContext, d: ClaimedDelivery) {
  const body = JSON.stringify({ id: d.eventId, type: d.type, created_at: d.createdAt, data: d.data });
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Oja-Webhooks/1.0',
    [WEBHOOK_SIGNATURE_HEADER]: signWebhook(d.secret, body),
    [WEBHOOK_EVENT_ID_HEADER]: d.eventId,
    [WEBHOOK_EVENT_TYPE_HEADER]: d.type,
  };
  await deliveryRepository.recordRequest(ctx.db, d, headers, body);
  const result = await send(ctx, d.url, headers, body);
  const delivered = result.status !== null && result.status >= 200 && result.status < 300;
  const retryInSeconds = delivered ? null : retryDelaySeconds(d.attemptCount);
  const stopped = await ctx.db.transaction(async (tx) => {
    const endpointId = await deliveryRepository.finish(tx, d, { ...result, delivered, retryInSeconds });
    if (!endpointId) return null;
    return deliveryRepository.countOutcome(tx, d.merchantId, endpointId, delivered, AUTO_DISABLE);
  });
  if (stopped)
    await ctx.mailer
      .send({ channel: 'email', to: stopped.email, ...disabledMail(stopped.url, AUTO_DISABLE) })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'webhook disabled email not sent'));
}

async function send(ctx: DeliveryContext, url: string, headers: Record<string, string>, body: string) {
  try {
    checkWebhookUrl(url, ctx.policy);
  } catch (error) {
    return { status: null, body: null, durationMs: 0, error: (error as Error).message } satisfies PostResult;
  }
  return postWebhook(url, headers, body, { timeoutMs: ctx.timeoutMs, policy: ctx.policy });
}
