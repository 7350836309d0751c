import { randomBytes } from 'node:crypto';
import { conversationLimitMessage, type StartConversationBody } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound, retryAfterSeconds, tooManyRequests } from '../../lib/app-error.ts';
import { fromMerchant, reserveMerchantEmail, reserveReceipt } from '../merchant-mail/index.ts';
import { findOwnBooking, findOwnOrder } from '../orders/index.ts';
import { type ConversationRow, conversationRepository } from './conversation-repository.ts';
import { postMessage } from './message-service.ts';
import { hashGuestToken, type MessagingContext } from './messaging-context.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';

const DAY_SECONDS = 24 * 60 * 60;
export type BuyerBody = Extract<StartConversationBody, { counterpart: 'buyer' }>;

/**
 * The order and booking a buyer conversation is about must be the merchant's own: another merchant's
 * is answered exactly like one that does not exist (404). The order may be named by id or reference.
 */
async function ownTopic(tx: Executor, merchantId: string, body: BuyerBody) {
  let orderId: string | null = null;
  if (body.orderId) {
    const order = await findOwnOrder(tx, merchantId, body.orderId);
    if (!order) throw notFound('Order');
    orderId = order.id;
  }
  if (body.bookingId && !(await findOwnBooking(tx, merchantId, body.bookingId))) throw notFound('Booking');
  return JSON.stringify(['buyer', body.email.toLowerCase(), orderId, body.bookingId ?? null]);
}

/** Refuses a new buyer conversation past CONVERSATION_STARTS_PER_DAY (the caller holds the merchant's lock). */
async function assertCanStart(tx: Executor, merchantId: string, perDay: number) {
  const { count, secondsLeft } = await conversationRepository.countStartedSince(tx, merchantId, DAY_SECONDS);
  if (count < perDay) return;
  throw tooManyRequests(conversationLimitMessage(perDay, retryAfterSeconds(secondsLeft)), secondsLeft);
}

/**
 * A new conversation with a buyer: the buyer is emailed a private link (only its hash is stored), on the
 * merchant's behalf and within its limits. The conversation and the email's place in the daily limit are
 * one transaction, under per-merchant locks, so concurrent starts cannot pass either limit and a refused
 * start leaves nothing behind; the email goes out once it has committed. `causedBy` the buyer: see
 * buyerMayBeInvited.
 */
export async function openBuyerConversation(
  ctx: MessagingContext,
  merchantId: string,
  body: BuyerBody,
  causedBy: 'merchant' | 'buyer' = 'merchant',
) {
  const opened = await ctx.db.transaction(async (tx) => {
    const topicKey = await ownTopic(tx, merchantId, body);
    await lockFor(tx, `conversation-start:${merchantId}`);
    const existing = await conversationRepository.findByTopic(tx, merchantId, topicKey);
    if (existing) return { row: existing, created: false, token: '' };
    await assertCanStart(tx, merchantId, ctx.limits.conversationsPerDay);
    const token = randomBytes(32).toString('base64url');
    const { row, created } = await conversationRepository.insertOrGet(tx, {
      merchantId,
      kind: 'buyer',
      topicKey,
      buyerEmail: body.email.toLowerCase(),
      buyerName: body.name ?? null,
      orderId: body.orderId ?? null,
      bookingId: body.bookingId ?? null,
      guestTokenHash: hashGuestToken(token),
    });
    if (created && causedBy === 'merchant')
      await reserveMerchantEmail(tx, ctx.mail, merchantId, 'conversation', row.buyerEmail!);
    return { row, created, token };
  });
  if (opened.created && (causedBy === 'merchant' || (await buyerMayBeInvited(ctx, opened.row))))
    await inviteBuyer(ctx, opened.row, opened.token);
  return opened;
}

/**
 * A conversation the buyer opened themselves (from their order's or booking's page) emails them their
 * private link as a receipt is emailed: the buyer caused it, once per order or booking, so the merchant's
 * daily limit on emails to others neither refuses it nor counts it; only an owner whose email is not
 * verified sends none (the buyer is in the chat already, through the page's entry).
 */
const buyerMayBeInvited = async (ctx: MessagingContext, row: ConversationRow) =>
  (await reserveReceipt(ctx.db, ctx.mail, row.merchantId, row.buyerEmail!)) === 'reserved';

/** The buyer's invitation: their private link, from the merchant (labelled as such). */
async function inviteBuyer(ctx: MessagingContext, row: ConversationRow, token: string) {
  const merchantName = await conversationRepository.merchantName(ctx.db, row.merchantId);
  const about = row.orderId
    ? ` about order ${row.orderId}`
    : row.bookingId
      ? ` about booking ${row.bookingId}`
      : '';
  await ctx.mail.mailer.send(
    fromMerchant(merchantName, {
      to: row.buyerEmail!,
      subject: `${merchantName || 'A seller'} wants to chat with you`,
      text:
        `${merchantName || 'A seller'} opened a conversation with you${about}.\n\n` +
        `Read and reply here: ${ctx.publicUrl}/chat/${token}\n\n` +
        `Keep this link private: anyone who has it can read and write in this conversation.`,
    }),
  );
}

/**
 * Opens (or reopens) the merchant's conversation with a buyer — one per buyer email, order and
 * booking — or with support, and posts the first message if one is given.
 */
export async function startConversation(
  ctx: MessagingContext,
  merchantId: string,
  body: StartConversationBody,
) {
  const { row, created } =
    body.counterpart === 'buyer'
      ? await openBuyerConversation(ctx, merchantId, body)
      : await conversationRepository.insertOrGet(ctx.db, {
          merchantId,
          kind: 'support',
          topicKey: 'support',
        });
  if (body.text) await postMessage(ctx.db, row, { role: 'merchant', id: merchantId }, body.text);
  const summary = await conversationRepository.summary(ctx.db, merchantId, row.id, 'merchant');
  return { conversation: summary!, created };
}
