import { z } from 'zod';
import { permission } from './permissions.ts';
import { singleLineText } from './text.ts';
import { timestamp } from './timestamp.ts';

/** Every API key's secret starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_KEY_PREFIX = 'oja_live_';

export const apiKeyMessages = {
  noSession: 'An API key has no session to log out of; revoke the key instead',
  nameRequired: 'Give the key a name',
  scopesRequired: 'Choose at least one scope',
  created: 'API key created. Copy the secret now: it is not shown again',
  revoked: 'API key revoked',
  invalidKey: 'The API key is unknown or revoked',
  ownerOnly: 'An API key cannot use this route: it is for the account owner only',
  missingScope: (scope: string) => `This API key lacks the ${scope} scope`,
  tooMany: 'Too many requests with this API key; wait a moment',
} as const;

export const apiKeyCreate = z.object({
  name: singleLineText(apiKeyMessages.nameRequired)
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(80, 'The name is at most 80 characters')
    .meta({ example: 'Stock sync' }),
  scopes: z
    .array(permission, apiKeyMessages.scopesRequired)
    .min(1, apiKeyMessages.scopesRequired)
    .max(20)
    .transform((scopes) => [...new Set(scopes)])
    .meta({ example: ['products.read', 'products.write'] }),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreate>;

export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, e.g. `oja_live_3fA9`: enough to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(permission),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
});
export type ApiKey = z.input<typeof apiKey>;
export type ApiKeyView = z.output<typeof apiKey>;

/** The answer of a create: the key with its secret, shown this once. */
export const createdApiKey = apiKey.extend({ secret: z.string() }).meta({
  examples: [
    {
      id: '019a2f0b-1111-7c22-8d33-4e5f6a7b8c9d',
      name: 'Stock sync',
      prefix: 'oja_live_Q3v9xK',
      scopes: ['products.read', 'products.write'],
      createdAt: '2026-11-24T10:00:00.000Z',
      lastUsedAt: null,
      secret: 'oja_live_Q3v9xK2m…',
    },
  ],
});
export type CreatedApiKeyView = z.output<typeof createdApiKey>;
export const apiKeyList = z.object({ results: z.array(apiKey) });
