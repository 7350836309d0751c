import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets of the buyer's public links (an invoice's pay link, an order's tracking link, a receipt, a
 * booking): 256 random bits, base64url in the link, only their SHA-256 stored. The link is the
 * capability; whoever has it sees the page, so it must be unguessable and revocable.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashCapabilityToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token and the hash that is stored in its place. */
export function newCapabilityToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashCapabilityToken(token) };
}

/** The hash to look a token up by, or undefined when the text cannot be one of ours. */
export const lookupHash = (token: string) => (TOKEN.test(token) ? hashCapabilityToken(token) : undefined);
