import { MESSAGES_PER_MINUTE } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import { send, sendAsBuyer, startBuyerConversation } from './helpers.ts';

describe('messaging: the send rate limit', () => {
  let t: TestApp, ada: TestMerchant, bola: TestMerchant;
  suiteApp(async () => ({ t, a: ada, b: bola } = await withTwoMerchants(createTestApp())));

  it(`lets a merchant send ${MESSAGES_PER_MINUTE} messages a minute across conversations, even concurrently`, async () => {
    const [a, b] = await Promise.all([
      startBuyerConversation(t, ada, 'rate-a@example.com'),
      startBuyerConversation(t, ada, 'rate-b@example.com'),
    ]);
    const attempts = MESSAGES_PER_MINUTE + 10;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        send(t, ada, (i % 2 ? a : b).conversation.id, `message ${i}`),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MESSAGES_PER_MINUTE);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.json().message).toBe('Too many messages. Try again in a minute.');
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM messages WHERE merchant_id = $1', [
      ada.id,
    ]);
    expect(rows[0].n).toBe(MESSAGES_PER_MINUTE);

    // The buyer's side and other merchants have limits of their own.
    expect((await sendAsBuyer(t, a.token, 'still here')).statusCode).toBe(201);
    const { conversation } = await startBuyerConversation(t, bola, 'rate-c@example.com');
    expect((await send(t, bola, conversation.id, 'unaffected')).statusCode).toBe(201);
  });

  it('limits a buyer per conversation', async () => {
    const { token } = await startBuyerConversation(t, bola, 'chatty@example.com');
    const results = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE + 3 }, (_, i) => sendAsBuyer(t, token, `buyer ${i}`)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MESSAGES_PER_MINUTE);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });
});
