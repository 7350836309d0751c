import { type ApiKeyCreate, apiKeyCreate, type Permission } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { apiKeyRepository } from './api-key-repository.ts';
import { hashSecret, newSecret, secretParts } from './api-key-secret.ts';

/** The key a request was authenticated by, and the owner's account it acts in. */
export interface ApiKeyIdentity {
  key: { id: string; name: string; scopes: Permission[] };
  owner: { id: string; email: string; role: string };
}

/** A key's last use is written at most once a minute; this instance remembers when it last wrote it. */
const TOUCH_EVERY_MS = 60_000;
const lastTouched = new Map<string, number>();

/** Makes a key with a new random secret (`given` only by the demo seed, whose key is known). */
export async function createApiKey(
  db: Executor,
  merchantId: string,
  input: ApiKeyCreate,
  given = newSecret(),
) {
  const { name, scopes } = apiKeyCreate.parse(input);
  const { secret, hash, prefix } = secretParts(given);
  const key = await apiKeyRepository.insert(db, { merchantId, name, prefix, secretHash: hash, scopes });
  return { ...key, secret };
}

export const listApiKeys = async (db: Executor, merchantId: string) => ({
  results: await apiKeyRepository.listLive(db, merchantId),
});

export async function revokeApiKey(db: Executor, merchantId: string, id: string) {
  if (!(await apiKeyRepository.revoke(db, merchantId, id))) throw notFound('API key');
  lastTouched.delete(id);
}

/** The live key with this secret, or undefined; records its use (at most once a minute). */
export async function authenticateApiKey(db: Executor, secret: string): Promise<ApiKeyIdentity | undefined> {
  const row = await apiKeyRepository.findLive(db, hashSecret(secret));
  if (!row) return undefined;
  const now = Date.now();
  if (now - (lastTouched.get(row.id) ?? 0) >= TOUCH_EVERY_MS) {
    lastTouched.set(row.id, now);
    await apiKeyRepository.touch(db, row.merchantId, row.id);
  }
  return {
    key: { id: row.id, name: row.name, scopes: row.scopes as Permission[] },
    owner: { id: row.merchantId, email: row.email, role: row.role },
  };
}
