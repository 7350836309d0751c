import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationEvents } from '../../src/db/schema/index.ts';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { createVerificationApp, merchantAwaitingReview, post, REVIEWER } from './helpers.ts';

describe('the reviewer API', () => {
  let t: TestApp;
  let reviewer: TestMerchant;
  suiteApp(async () => ({ t, m: reviewer } = await withMerchant(createVerificationApp(), REVIEWER)));

  it('is forbidden to merchants (403) and to anonymous callers (401)', async () => {
    const merchant = await merchantAwaitingReview(t);
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/verifications',
      headers: merchant.headers,
    });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe('Only operators can review verifications');
    expect((await post(t, merchant, `/v1/admin/verifications/${merchant.id}/approve`, {})).statusCode).toBe(
      403,
    );
    expect(
      (await post(t, merchant, `/v1/admin/verifications/${merchant.id}/decline`, { reason: 'nope' }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/verifications' })).statusCode).toBe(401);
    const state = await t.app.inject({
      method: 'GET',
      url: '/v1/dashboard/verification',
      headers: merchant.headers,
    });
    expect(state.json().data.stageVerificationStatus).toBe('pending');
  });

  it('answers 409 when nothing is pending, 404 for an unknown user, 400 without a reason', async () => {
    const idle = await createMerchant(t);
    const nothing = await post(t, reviewer, `/v1/admin/verifications/${idle.id}/approve`, {});
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('This merchant has no verification waiting for review');
    const unknown = await post(
      t,
      reviewer,
      '/v1/admin/verifications/0190a0a0-0000-7000-8000-000000000000/approve',
      {},
    );
    expect(unknown.statusCode).toBe(404);
    const noReason = await post(t, reviewer, `/v1/admin/verifications/${idle.id}/decline`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Enter the reason for declining');
  });

  it('applies exactly one of a simultaneous approve and decline', async () => {
    const merchant = await merchantAwaitingReview(t);
    const [approve, decline] = await Promise.all([
      post(t, reviewer, `/v1/admin/verifications/${merchant.id}/approve`, {}),
      post(t, reviewer, `/v1/admin/verifications/${merchant.id}/decline`, { reason: 'Photo unreadable' }),
    ]);
    expect([approve.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
    const winner = approve.statusCode === 200 ? 'verified' : 'declined';
    const events = await t.db
      .select()
      .from(verificationEvents)
      .where(eq(verificationEvents.merchantId, merchant.id));
    expect(events.filter((e) => e.stage === 2 && e.outcome !== 'pending').map((e) => e.outcome)).toEqual([
      winner,
    ]);
  });

  it('filters the queue by status and pages it, oldest first', async () => {
    const waiting = [await merchantAwaitingReview(t), await merchantAwaitingReview(t)];
    const page = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/admin/verifications?${query}`,
          headers: reviewer.headers,
        })
      ).json().data;
    const pending = await page('status=pending&limit=1&page=1');
    expect(pending.totalResults).toBeGreaterThanOrEqual(2);
    expect(pending.results).toHaveLength(1);
    const all = await page('status=pending&limit=100');
    const ids = all.results.map((r: { merchantId: string }) => r.merchantId);
    expect(ids.indexOf(waiting[0]!.id)).toBeLessThan(ids.indexOf(waiting[1]!.id));
    const verified = await page('status=verified&limit=100');
    expect(verified.results.every((r: { status: string }) => r.status === 'verified')).toBe(true);
    expect(verified.results.some((r: { stage: number }) => r.stage === 1)).toBe(true);
  });

  it('does not let an operator review their own submission', async () => {
    const self = await merchantAwaitingReview(t, { role: 'operator' });
    const res = await post(t, self, `/v1/admin/verifications/${self.id}/approve`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot review your own verification');
  });
});
