import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack signs each webhook body with HMAC-SHA512 under the secret key, hex-encoded. */
export const signWebhook = (secret: string, rawBody: string) =>
  createHmac('sha512', secret).update(rawBody).digest('hex');

export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
