import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';

describe('/v1/users/customer', () => {
  let t: TestApp, a: TestMerchant, b: TestMerchant;
  suiteApp(async () => ({ t, a, b } = await withTwoMerchants(createTestApp())));

  const create = (m: TestMerchant, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/users/customer', headers: m.headers, payload });
  const list = (m: TestMerchant, query = '') =>
    t.app.inject({ method: 'GET', url: `/v1/users/customer${query}`, headers: m.headers });

  it('creates a customer with HTTP 201 and Customer created successfully', async () => {
    const res = await create(a, { name: 'Bola Ade', email: 'Bola@Example.com', phone: '+234 802 000 1111' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 201,
      message: 'Customer created successfully',
      data: { name: 'Bola Ade', email: 'bola@example.com', phone: '+2348020001111' },
    });
    expect(res.json().data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uses an email once per merchant; another merchant may use it too', async () => {
    await create(a, { name: 'Dupe One', email: 'dupe@example.com', phone: '08011112222' });
    const again = await create(a, { name: 'Dupe Two', email: 'DUPE@example.com', phone: '08011112223' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A customer with this email already exists');
    expect(
      (await create(b, { name: 'Dupe B', email: 'dupe@example.com', phone: '08011112222' })).statusCode,
    ).toBe(201);
  });

  it.each([
    [{ email: 'x@example.com', phone: '08012345678' }, 'body.name'],
    [{ name: 'N', email: 'nope', phone: '08012345678' }, 'body.email'],
    [{ name: 'N', email: 'n@example.com', phone: '12' }, 'body.phone'],
  ])('refuses %o with 400', async (payload, path) => {
    const res = await create(a, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe(path);
  });

  it('lists only the merchant’s own customers, paginated, and searches by name', async () => {
    const m = await createMerchant(t);
    const names = ['Chidi Okeke', 'Chinedu Obi', 'Amaka Eze', 'Tunde 100% Real', 'Zainab Bello'];
    for (const [i, name] of names.entries()) {
      expect((await create(m, { name, email: `c${i}@example.com`, phone: '08030000000' })).statusCode).toBe(
        201,
      );
    }
    const page1 = await list(m, '?page=1&limit=2');
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data).toMatchObject({ page: 1, limit: 2, totalPages: 3, totalResults: 5 });
    expect(page1.json().data.results.map((c: { name: string }) => c.name)).toEqual([
      'Zainab Bello',
      'Tunde 100% Real',
    ]);
    const page3 = await list(m, '?page=3&limit=2');
    expect(page3.json().data.results.map((c: { name: string }) => c.name)).toEqual(['Chidi Okeke']);

    const search = await list(m, '?name=OKEKE');
    expect(search.json().data.results.map((c: { name: string }) => c.name)).toEqual(['Chidi Okeke']);
    const byPrefix = await list(m, '?name=chi&limit=1');
    expect(byPrefix.json().data).toMatchObject({ totalResults: 2, totalPages: 2 });
    const literal = await list(m, `?name=${encodeURIComponent('0%')}`);
    expect(literal.json().data.results.map((c: { name: string }) => c.name)).toEqual(['Tunde 100% Real']);
    expect((await list(m, '?name=zzz')).json().data).toMatchObject({
      results: [],
      totalResults: 0,
      totalPages: 0,
    });

    const other = await list(b, '?limit=100');
    expect(other.json().data.results.map((c: { name: string }) => c.name)).not.toContain('Chidi Okeke');
  });

  it('defaults to page 1 of 10 and rejects bad paging', async () => {
    const res = await list(a);
    expect(res.json().data).toMatchObject({ page: 1, limit: 10 });
    expect((await list(a, '?page=0')).statusCode).toBe(400);
    expect((await list(a, '?limit=1000')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/customer' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/users/customer',
          payload: { name: 'x', email: 'x@x.io', phone: '0801234' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
