import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoRequests, waitlist } from '../../src/db/schema/index.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { outbox } from './account-helpers.ts';

describe('public forms: waitlist and demo requests', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  it('adds an email to the waitlist once; joining again is not an error', async () => {
    const payload = { email: 'Early@Example.com', name: 'Early Bird', businessName: 'Bird Foods' };
    const first = await t.app.inject({ method: 'POST', url: '/v1/users/waitlist', payload });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Added to Waitlist Successful',
      data: { email: 'early@example.com' },
    });
    const second = await t.app.inject({ method: 'POST', url: '/v1/users/waitlist', payload });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe('Added to Waitlist Successful');
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await t.db.select().from(waitlist).where(eq(waitlist.email, 'early@example.com'))).toHaveLength(1);
  });

  it('refuses a waitlist entry without a valid email', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/users/waitlist', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter a valid email');
  });

  it('records a demo request and confirms it by email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/request-demo',
      payload: {
        name: 'Sade Lawal',
        email: 'sade@example.com',
        businessName: 'Sade Bakes',
        preferredDate: '2026-09-01',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Demo request received');
    const [row] = await t.db.select().from(demoRequests).where(eq(demoRequests.email, 'sade@example.com'));
    expect(row).toMatchObject({
      name: 'Sade Lawal',
      businessName: 'Sade Bakes',
      preferredDate: '2026-09-01',
    });
    const [mail] = await outbox(t, 'sade@example.com');
    expect(mail!.subject).toBe('Your Oja demo request');
    expect(mail!.body).toContain('2026-09-01');
    // Anyone may name any address: the email repeats nothing the requester typed.
    expect(mail!.body).not.toContain('Sade');
  });

  it('confirms to one address once a day, however many requests name it at once', async () => {
    const requests = Array.from({ length: 8 }, (_, n) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/request-demo',
        payload: { name: `Visit evil.example to claim N5000${n}`, email: 'target@example.com' },
      }),
    );
    const statuses = (await Promise.all(requests)).map((res) => res.statusCode);
    expect(statuses).toEqual(Array(8).fill(201));
    const mails = await outbox(t, 'target@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).not.toContain('evil.example');
    console.log(
      `demo requests: 8 at once naming one address → ${mails.length} email, no requester text in it`,
    );
  });

  it('refuses a demo request without a name or with a bad date', async () => {
    const noName = await t.app.inject({
      method: 'POST',
      url: '/v1/users/request-demo',
      payload: { email: 'x@example.com' },
    });
    expect(noName.statusCode).toBe(400);
    const badDate = await t.app.inject({
      method: 'POST',
      url: '/v1/users/request-demo',
      payload: { name: 'X', email: 'x@example.com', preferredDate: 'next week' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Enter a date as YYYY-MM-DD');
  });

  it('caps submissions per client address', async () => {
    const results = [];
    for (let i = 0; i < 22; i++) {
      results.push(
        await t.app.inject({
          method: 'POST',
          url: '/v1/users/waitlist',
          payload: { email: `bulk${i}@example.com` },
        }),
      );
    }
    // This file already sent 3 waitlist posts; the cap is 20 per minute.
    expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThan(0);
    expect(results.at(-1)!.json()).toMatchObject({ code: 429, status: 'Failed' });
  });
});
