import { formatInvoiceNumber } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import { endSentence } from '../../lib/sentence.ts';
import { currencySymbol, formatMinor } from '../../lib/money-text.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import {
  fromMerchant,
  type MerchantMailDeps,
  merchantMailDeps,
  reserveReceipt,
} from '../merchant-mail/index.ts';
import { loadSellerContact } from '../public-pages/index.ts';
import { type QueuedRefund, refundMailRepository } from './refund-mail-repository.ts';

export interface RefundMailContext {
  db: Database;
  mailer: Mailer;
  mail: MerchantMailDeps;
}

/** Where the money went and when the buyer will see it. */
function whereTo(refund: QueuedRefund, seller: string) {
  if (refund.source === 'offline') return endSentence(`It was handed back to you in person by ${seller}`);
  if (refund.destination === 'store_credit')
    return `It is store credit with ${seller}, yours to spend now: ${seller} applies it when you next buy.`;
  return 'It goes back to the card or account you paid with; banks usually show it within 5 to 10 working days.';
}

async function mailOne(ctx: RefundMailContext, tx: Executor, refund: QueuedRefund) {
  const seller = await loadSellerContact(tx, refund.merchantId);
  const amount = formatMinor(refund.amount, currencySymbol(refund.currency));
  const what =
    refund.kind === 'order' ? `order ${refund.what}` : `invoice ${formatInvoiceNumber(Number(refund.what))}`;
  await ctx.mailer.send(
    fromMerchant(seller.name, {
      to: refund.buyerEmail,
      subject: `${seller.name} refunded ${amount} of ${what}`,
      text: `Hello ${refund.buyerName},\n\n${seller.name} refunded ${amount} of ${what}.\n${whereTo(refund, seller.name)}`,
    }),
  );
}

/**
 * Emails each settled refund's buyer once (decision 045): refunds are claimed under row locks (SKIP
 * LOCKED: instances never mail one twice) and marked mailed in the same transaction; a buyer without an
 * email, or a store whose owner has not verified theirs, gets none (marked all the same).
 */
export async function mailSettledRefunds(ctx: RefundMailContext, limit = 50) {
  return ctx.db.transaction(async (tx) => {
    const queued = await refundMailRepository.queued(tx, limit);
    for (const refund of queued) {
      if (refund.buyerEmail) {
        const outcome = await reserveReceipt(ctx.db, ctx.mail, refund.merchantId, refund.buyerEmail);
        if (outcome === 'reserved') await mailOne(ctx, tx, refund);
      }
      await refundMailRepository.markMailed(tx, refund);
    }
    return queued.length;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the queued refund emails now (tests, commands); the job does it every order job interval. */
    refundMail: { runOnce: () => Promise<number> };
  }
}

/** The job that emails each refund's buyer once it has settled. */
export const refundMailJob = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const ctx = { db: app.db, mailer: app.mailer, mail: merchantMailDeps(app.mailer, env) };
  const job = intervalJob(app, {
    name: 'refund mail',
    intervalMs: env.ORDER_JOBS_INTERVAL_MS,
    work: () => mailSettledRefunds(ctx),
  });
  app.decorate('refundMail', job);
});
