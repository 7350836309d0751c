import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The `Oja-Signature` header, in Stripe's scheme (https://stripe.com/docs/webhooks#verify-manually):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint's secret>`. The time is
 * signed with the body, so a receiver that refuses old timestamps refuses a replayed request.
 */
export function signWebhook(secret: string, rawBody: string, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}

/** Whether `header` signs `rawBody` with `secret`, no older than `toleranceSeconds` (docs/webhooks.md). */
export function verifyWebhook(
  secret: string,
  rawBody: string,
  header: string | undefined,
  { toleranceSeconds = 300, now = new Date() } = {},
): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, `${t}.${rawBody}`), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A new signing secret: `whsec_` and 32 random bytes in hex. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
