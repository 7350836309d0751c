import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A 4-digit PIN has 10,000 values: no password hash, however slow, survives an offline search of them
 * (argon2id at 50 ms each falls in under 10 minutes). The PIN is kept as an HMAC-SHA-256 under a key that
 * is not in the database (WALLET_PIN_KEY), salted per PIN, so a database dump alone reveals nothing; online
 * guessing is stopped by the 5-attempt lock. It is also fast, so PIN checks can be serialised per merchant
 * (the lock count must be exact) without slowing a burst of withdrawals.
 */
const VERSION = 'h1';

const mac = (key: string, salt: Buffer, merchantId: string, pin: string) =>
  createHmac('sha256', key).update(salt).update(`${merchantId}:${pin}`).digest();

export function hashPin(key: string, merchantId: string, pin: string): string {
  const salt = randomBytes(16);
  return `${VERSION}$${salt.toString('base64url')}$${mac(key, salt, merchantId, pin).toString('base64url')}`;
}

export function pinMatches(key: string, merchantId: string, pin: string, stored: string): boolean {
  const [version, salt, digest] = stored.split('$');
  if (version !== VERSION || !salt || !digest) return false;
  const expected = Buffer.from(digest, 'base64url');
  const actual = mac(key, Buffer.from(salt, 'base64url'), merchantId, pin);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
