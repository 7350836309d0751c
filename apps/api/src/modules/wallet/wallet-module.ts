import type { FastifyInstance } from 'fastify';
import { bankRoutes } from './bank-routes.ts';
import { escrowRoutes } from './escrow-routes.ts';
import { exchangeRoutes } from './exchange-routes.ts';
import { payoutRoutes } from './payout-routes.ts';
import { pinRoutes } from './pin-routes.ts';
import { settlementsRoutes } from './settlements-routes.ts';
import { storeCreditRoutes } from './store-credit-routes.ts';
import { topupRoutes } from './topup-routes.ts';
import { transactionsRoutes } from './transactions-routes.ts';
import { KeyedLimiter } from '../../lib/keyed-limiter.ts';
import { startWalletJobs } from './wallet-jobs.ts';
import type { WalletContext } from './wallet-context.ts';
import { walletRoutes } from './wallet-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** Concurrent database work per merchant: enough to keep real concurrency, too little to drain the pool. */
const PER_MERCHANT_CONCURRENCY = 4;

/** The wallet's services' view of the app (needs the payments plugin). */
export const createWalletContext = (app: FastifyInstance): WalletContext => ({
  db: app.db,
  payments: app.payments,
  rates: app.rates,
  config: app.walletConfig,
  mailer: app.mailer,
  log: app.log,
  perMerchant: new KeyedLimiter(PER_MERCHANT_CONCURRENCY),
});

/** Every route of the wallet (docs/product/wallet.md) and the provider's webhook. */
export async function walletModule(app: FastifyInstance) {
  const ctx = createWalletContext(app);
  for (const routes of [
    walletRoutes,
    pinRoutes,
    bankRoutes,
    topupRoutes,
    payoutRoutes,
    exchangeRoutes,
    escrowRoutes,
    settlementsRoutes,
    transactionsRoutes,
    storeCreditRoutes,
  ]) {
    await app.register(routes, { ctx });
  }
  await app.register(webhookRoutes, { ctx });
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startWalletJobs(ctx, ctx.config.PAYMENTS_JOB_INTERVAL_MS);
  });
  app.addHook('onClose', async () => stop?.());
}
