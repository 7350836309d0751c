import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@oja/contracts';
import { hashToken } from '../sessions/index.ts';

/** Characters of the secret after `oja_live_` that the key list shows. */
const SHOWN_CHARACTERS = 6;

/** SHA-256 of the whole secret, as a session token's: a 32-byte random secret needs no slow hash (decision 048). */
export const hashSecret = (secret: string) => hashToken(secret);

export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** A new secret: `oja_live_` and 32 random bytes, base64url. */
export const newSecret = () => API_KEY_PREFIX + randomBytes(32).toString('base64url');

/** A secret with its hash and the prefix the list shows. */
export const secretParts = (secret: string) => ({
  secret,
  hash: hashSecret(secret),
  prefix: secret.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS),
});
