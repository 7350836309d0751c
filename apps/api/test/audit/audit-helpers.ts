import type { Permission } from '@oja/contracts';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';

/** Creates an API key as the owner and answers it with its secret and the headers that use it. */
export async function createKey(t: TestApp, owner: TestMerchant, scopes: Permission[], name = 'Stock sync') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/api-keys',
    headers: owner.headers,
    payload: { name, scopes },
  });
  if (res.statusCode !== 201) throw new Error(`key not created: ${res.body}`);
  const key = res.json().data as { id: string; secret: string; prefix: string };
  return { ...key, headers: { authorization: `Bearer ${key.secret}` } };
}

/** The merchant's audit entries, newest first, as the API answers them. */
export async function auditLog(t: TestApp, owner: TestMerchant, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/v1/audit-log${query}`, headers: owner.headers });
  if (res.statusCode !== 200) throw new Error(`audit log: ${res.body}`);
  return res.json().data as {
    results: {
      id: string;
      actorKind: string;
      actorId: string;
      actorName: string;
      action: string;
      objectType: string;
      objectId: string | null;
      ip: string;
      userAgent: string;
      changes: Record<string, unknown>;
    }[];
    nextCursor: string | null;
  };
}
