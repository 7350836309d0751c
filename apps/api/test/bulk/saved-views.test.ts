import { savedViewMessages } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';

describe('saved views', () => {
  let t: TestApp, a: TestMerchant, b: TestMerchant;
  suiteApp(async () => ({ t, a, b } = await withTwoMerchants(createTestApp())));

  const call = (
    who: TestMerchant,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const viewsOf = async (who: TestMerchant, list = 'products') =>
    (await call(who, 'GET', `/v1/saved-views?list=${list}`)).json().data;

  it('saves, lists, renames and deletes a view of one list, for its owner only', async () => {
    const state = { status: 'INACTIVE', q: 'ankara', sort: 'price' };
    const created = await call(a, 'POST', '/v1/saved-views', {
      list: 'products',
      name: 'Hidden ankara',
      state,
    });
    expect(created.statusCode).toBe(201);
    const view = created.json().data;
    expect(view).toMatchObject({ list: 'products', name: 'Hidden ankara', state });

    expect(await viewsOf(a)).toEqual([view]);
    expect(await viewsOf(a, 'orders')).toEqual([]);
    expect(await viewsOf(b)).toEqual([]);

    const taken = await call(a, 'POST', '/v1/saved-views', {
      list: 'products',
      name: 'Hidden ankara',
      state: {},
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(savedViewMessages.nameTaken);

    expect((await call(b, 'PATCH', `/v1/saved-views/${view.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(b, 'DELETE', `/v1/saved-views/${view.id}`)).statusCode).toBe(404);
    const renamed = await call(a, 'PATCH', `/v1/saved-views/${view.id}`, { name: 'Ankara off sale' });
    expect(renamed.json().data.name).toBe('Ankara off sale');

    expect((await call(a, 'DELETE', `/v1/saved-views/${view.id}`)).statusCode).toBe(200);
    expect(await viewsOf(a)).toEqual([]);
  });

  it('refuses a bad list name, an empty name and too many settings', async () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']));
    for (const payload of [
      { list: 'Products!', name: 'x', state: {} },
      { list: 'products', name: ' ', state: {} },
      { list: 'products', name: 'x', state: many },
    ]) {
      expect((await call(a, 'POST', '/v1/saved-views', payload)).statusCode).toBe(400);
    }
    expect(await viewsOf(a)).toEqual([]);
  });
});
