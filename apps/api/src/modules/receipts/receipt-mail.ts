import type { Database, Executor } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { fromMerchant, type MerchantMailDeps, reserveReceipt } from '../merchant-mail/index.ts';
import { createPublicLink, publicLinkUrl } from '../public-links/index.ts';
import { loadSellerContact } from '../public-pages/index.ts';
import { currencySymbol, formatMinor } from '../../lib/money-text.ts';
import { formatReceiptNumber } from './issue-receipt.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { type ReceiptRow, receiptRepository } from './receipt-repository.ts';

export interface ReceiptMailContext {
  db: Database;
  mailer: Mailer;
  mail: MerchantMailDeps;
  publicUrl: string;
}

async function mailOne(ctx: ReceiptMailContext, tx: Executor, receipt: ReceiptRow) {
  const seller = await loadSellerContact(tx, receipt.merchantId);
  const token = await createPublicLink(tx, receipt.merchantId, 'receipt', receipt.id);
  const number = formatReceiptNumber(receipt.receiptNumber);
  const paid = formatMinor(receipt.amountMinor, currencySymbol(receipt.currency));
  await ctx.mailer.send(
    fromMerchant(seller.name, {
      to: receipt.buyerEmail,
      subject: `Receipt ${number} from ${seller.name}`,
      text: `Hello ${receipt.buyerName},\n\nThank you for your payment of ${paid} (${receipt.description}).\nYour receipt: ${publicLinkUrl(ctx.publicUrl, 'receipt', token)}`,
      attachments: [
        {
          filename: `${number}.pdf`,
          contentType: 'application/pdf',
          content: await renderReceiptPdf(receipt, seller.name),
        },
      ],
    }),
  );
}

/**
 * Sends the receipts whose email is still queued (issueReceipt queues them in the settling transaction).
 * Each receipt is claimed under a row lock (SKIP LOCKED: instances never mail one twice) and marked sent
 * in the same transaction; a store whose owner has not verified their email sends none (marked all the same).
 */
export async function mailQueuedReceipts(ctx: ReceiptMailContext, limit = 50) {
  return ctx.db.transaction(async (tx) => {
    const queued = await receiptRepository.unmailed(tx, limit);
    for (const receipt of queued) {
      // A walk-in buyer who gave no email gets the receipt's link or print-out only.
      if (!receipt.buyerEmail) {
        await receiptRepository.markMailed(tx, receipt);
        continue;
      }
      const outcome = await reserveReceipt(ctx.db, ctx.mail, receipt.merchantId, receipt.buyerEmail);
      if (outcome === 'reserved') await mailOne(ctx, tx, receipt);
      await receiptRepository.markMailed(tx, receipt);
    }
    return queued.length;
  });
}
