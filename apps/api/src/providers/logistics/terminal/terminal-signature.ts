import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Terminal's webhook reference (https://docs.terminal.africa/tship/webhooks/create-webhook) registers an
 * endpoint and its events but names no signature scheme. Oja signs and checks each delivery the way its
 * other provider does: HMAC-SHA512 of the raw body under the secret key, hex, in this header. A body
 * whose signature does not match is never read.
 */
export const TERMINAL_SIGNATURE_HEADER = 'x-terminal-signature';

export const signTerminalWebhook = (secretKey: string, rawBody: string) =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

export function verifyTerminalWebhook(secretKey: string, rawBody: string, signature: string | undefined) {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signTerminalWebhook(secretKey, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
