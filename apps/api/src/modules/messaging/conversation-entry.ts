import type { Executor } from '../../db/client.ts';
import { createPublicLink, keepNewestLinks, resolvePublicLink } from '../public-links/index.ts';
import { type BuyerBody, openBuyerConversation } from './conversation-start.ts';
import { conversationRepository } from './conversation-repository.ts';
import { hashGuestToken, type MessagingContext } from './messaging-context.ts';

/** What a buyer's page knows of the conversation it leads into: the buyer and their order or booking. */
export type BuyerTopic = Pick<BuyerBody, 'email' | 'name' | 'orderId' | 'bookingId'>;

/** How many entries into one conversation stay live at once. */
export const LIVE_ENTRIES = 5;

/**
 * "Message the seller" on a buyer's page (decision 044): the merchant's conversation with this buyer about
 * this order or booking — opened first if there is none, exactly as the merchant would open it, within the
 * same daily limits, the buyer emailed their own private link — and a new entry token into it for this
 * visit. Entries are links of their own (public_links, kind `chat`), so the emailed link is never
 * rotated away, and each entry can be revoked without ending the others. A conversation keeps its
 * `LIVE_ENTRIES` newest entries (a buyer's phone and laptop, a reload); older ones end, so pressing the
 * button again and again mints no lasting keys.
 */
export async function enterBuyerConversation(
  ctx: MessagingContext,
  merchantId: string,
  topic: BuyerTopic,
): Promise<string> {
  const { row } = await openBuyerConversation(ctx, merchantId, { counterpart: 'buyer', ...topic }, 'buyer');
  return ctx.db.transaction(async (tx) => {
    const entry = await createPublicLink(tx, merchantId, 'chat', row.id);
    await keepNewestLinks(tx, merchantId, 'chat', row.id, LIVE_ENTRIES);
    return entry;
  });
}

/** The buyer conversation a token opens: the emailed link's, or an entry's made from a buyer page. */
export async function conversationOfGuestToken(db: Executor, token: string) {
  const emailed = await conversationRepository.findByGuestToken(db, hashGuestToken(token));
  if (emailed) return emailed;
  const entry = await resolvePublicLink(db, 'chat', token);
  return entry && conversationRepository.find(db, entry.merchantId, entry.objectId);
}
