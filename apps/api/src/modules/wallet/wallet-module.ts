import type { FastifyInstance } from 'fastify';
import { bankRoutes } from './bank-routes.ts';
import { escrowRoutes } from './escrow-routes.ts';
import { exchangeRoutes } from './exchange-routes.ts';
import { payoutRoutes } from './payout-routes.ts';
import { pinRoutes } from './pin-routes.ts';
import { topupRoutes } from './topup-routes.ts';
import { transactionsRoutes } from './transactions-routes.ts';
import { startWalletJobs } from './wallet-jobs.ts';
import type { WalletContext } from './wallet-context.ts';
import { walletRoutes } from './wallet-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** Every route of the wallet (issue 7) and the provider's webhook; needs the payments plugin. */
export async function walletModule(app: FastifyInstance) {
  const ctx: WalletContext = {
    db: app.db,
    payments: app.payments,
    rates: app.rates,
    config: app.walletConfig,
    log: app.log,
  };
  for (const routes of [
    walletRoutes,
    pinRoutes,
    bankRoutes,
    topupRoutes,
    payoutRoutes,
    exchangeRoutes,
    escrowRoutes,
    transactionsRoutes,
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
