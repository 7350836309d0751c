import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { commands, initialModel, START_NGN, stats } from './model-commands.ts';
import { createWalletApp, saveBank, setPin, topUp } from './wallet-helpers.ts';

describe('the wallet against a model (fast-check)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Transfers settle only when a SettleTransfers step lets the delay pass.
    t = await createWalletApp({ PAYMENTS_TRANSFER_DELAY_MS: String(3_600_000) });
  });
  afterAll(() => t.close());

  it(
    'keeps every invariant after every step of random operation sequences',
    { timeout: 90_000 },
    async () => {
      const seed = Number(process.env.WALLET_MODEL_SEED ?? Date.now() % 2 ** 31);
      const numRuns = Number(process.env.WALLET_MODEL_RUNS ?? 30);
      const budgetMs = Number(process.env.WALLET_MODEL_BUDGET_MS ?? 25_000);
      console.log(`wallet model: seed ${seed}, up to ${numRuns} runs (rerun with WALLET_MODEL_SEED=${seed})`);
      let runs = 0;
      let failing = false;
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 20, size: 'max' }), async (cmds) => {
          // Past the time budget further runs pass without work, unless a failure is being shrunk.
          if (!failing && performance.now() - started > budgetMs) return;
          runs += 1;
          const m = await createMerchant(t);
          await setPin(t, m);
          await saveBank(t, m);
          await topUp(t, m, START_NGN);
          await fc
            .asyncModelRun(() => ({ model: initialModel(), real: { t, m } }), cmds)
            .catch((error: unknown) => {
              failing = true;
              throw error;
            });
        }),
        { seed, numRuns },
      );
      const ms = Math.round(performance.now() - started);
      console.log(
        `wallet model: ${runs} runs, ${stats.steps} steps, each followed by the invariant checks, in ${ms} ms: 0 violations`,
      );
      expect(stats.steps).toBeGreaterThan(20);
    },
  );
});
