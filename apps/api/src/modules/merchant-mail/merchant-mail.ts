import {
  merchantEmailLimitMessage,
  merchantMailLabel,
  merchantMailMessages,
  platformEmailLimitMessage,
  recipientEmailLimitMessage,
} from '@oja/contracts';
import type { Env } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, retryAfterSeconds, tooManyRequests } from '../../lib/app-error.ts';
import type { MailAttachment, Mailer, OutgoingMessage } from '../../providers/mail/mailer.ts';
import { type MerchantEmailKind, merchantMailRepository } from './merchant-mail-repository.ts';

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;
const MAX_NAME_LENGTH = 60;
/** The emails a merchant causes to other people; the daily limit counts these together. */
const TO_OTHERS: MerchantEmailKind[] = ['conversation', 'invoice', 'booking', 'link'];

/**
 * A business name fit for a From display name: no control or format characters (bidi overrides), no
 * characters that would make it read as an address or a second header, at most 60 characters.
 */
export function cleanSenderName(name: string | null | undefined): string {
  const clean = (name ?? '')
    .normalize('NFKC')
    .replace(/[\p{C}"<>@\\,;:]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return clean || 'A seller';
}

/**
 * An email written by a merchant, labelled so that nobody takes it for Oja's own: the From name is the
 * business name followed by "(seller on Oja)", and the text ends by saying who sent it.
 */
export function fromMerchant(
  businessName: string | null | undefined,
  message: MerchantMessage,
): OutgoingMessage {
  const name = cleanSenderName(businessName);
  return {
    channel: 'email',
    to: message.to,
    subject: message.subject,
    text: `${message.text}\n\n--\n${merchantMailLabel.footer(name)}`,
    senderName: `${name} ${merchantMailLabel.senderSuffix}`,
    ...(message.attachments ? { attachments: message.attachments } : {}),
  };
}

/** An email a merchant causes: to whom, what it says, and the files it carries. */
export interface MerchantMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface LimitRule {
  /** Names the advisory lock; one per rule. */
  name: string;
  kinds: MerchantEmailKind[];
  max: number;
  windowSeconds: number;
  message: (max: number, retryAfterSeconds: number) => string;
  /** A further check under the merchant's lock, before the email is counted. */
  then?: () => Promise<void>;
}

/**
 * Counts an email against a per-merchant limit, in the caller's transaction: the count and the insert
 * run under an advisory lock on the merchant, so concurrent requests cannot slip past the limit across
 * API instances. Past the limit: 429 with Retry-After, and the caller's transaction changes nothing.
 */
export async function reserveEmail(
  tx: Executor,
  merchantId: string,
  kind: MerchantEmailKind,
  recipient: string,
  rule: LimitRule,
) {
  await merchantMailRepository.lock(tx, merchantId, rule.name);
  const { count, secondsLeft } = await merchantMailRepository.countRecent(
    tx,
    rule.kinds,
    rule.windowSeconds,
    {
      merchantId,
    },
  );
  if (count >= rule.max) {
    throw tooManyRequests(rule.message(rule.max, retryAfterSeconds(secondsLeft)), secondsLeft);
  }
  await rule.then?.();
  await merchantMailRepository.insert(tx, merchantId, kind, recipient);
}

export interface MerchantMailDeps {
  mailer: Mailer;
  /** MERCHANT_EMAILS_PER_DAY */
  emailsPerDay: number;
  /** MERCHANT_EMAILS_PER_RECIPIENT_PER_DAY */
  perRecipientPerDay: number;
  /** THIRD_PARTY_EMAILS_PER_HOUR: all merchants together. */
  platformPerHour: number;
  /** NEW_ACCOUNT_DAYS */
  newAccountDays: number;
  /** NEW_ACCOUNT_EMAILS_PER_DAY */
  newAccountPerDay: number;
  /** NEW_ACCOUNTS_EMAILS_PER_HOUR: all new accounts together, within the platform's ceiling. */
  newAccountsPerHour: number;
}

export const merchantMailDeps = (mailer: Mailer, env: Env): MerchantMailDeps => ({
  mailer,
  emailsPerDay: env.MERCHANT_EMAILS_PER_DAY,
  perRecipientPerDay: env.MERCHANT_EMAILS_PER_RECIPIENT_PER_DAY,
  platformPerHour: env.THIRD_PARTY_EMAILS_PER_HOUR,
  newAccountDays: env.NEW_ACCOUNT_DAYS,
  newAccountPerDay: env.NEW_ACCOUNT_EMAILS_PER_DAY,
  newAccountsPerHour: Math.min(env.NEW_ACCOUNTS_EMAILS_PER_HOUR, env.THIRD_PARTY_EMAILS_PER_HOUR),
});

type ThirdPartyKind = Exclude<MerchantEmailKind, 'pin_unlock'>;

/**
 * The platform-wide hourly ceiling, under one lock across merchants: all merchants' emails together, and
 * for a new account also all new accounts' together against their smaller share, so that fresh accounts
 * can never use up what established merchants send. Receipts are not counted (see `reserveReceipt`).
 */
async function checkPlatform(tx: Executor, deps: MerchantMailDeps, isNew: boolean) {
  await merchantMailRepository.lockAll(tx);
  if (isNew) {
    const fresh = await merchantMailRepository.countRecent(tx, TO_OTHERS, HOUR_SECONDS, {
      newAccountDays: deps.newAccountDays,
    });
    if (fresh.count >= deps.newAccountsPerHour)
      throw tooManyRequests(
        platformEmailLimitMessage(retryAfterSeconds(fresh.secondsLeft)),
        retryAfterSeconds(fresh.secondsLeft),
      );
  }
  const all = await merchantMailRepository.countRecent(tx, TO_OTHERS, HOUR_SECONDS);
  if (all.count >= deps.platformPerHour)
    throw tooManyRequests(
      platformEmailLimitMessage(retryAfterSeconds(all.secondsLeft)),
      retryAfterSeconds(all.secondsLeft),
    );
}

/**
 * Counts an email a merchant causes to someone else (a buyer, a customer), in the caller's transaction,
 * after these checks: the owner has verified their own email (403 otherwise, so fresh throwaway accounts
 * cannot mail anyone); the merchant's daily limit (smaller for an account younger than NEW_ACCOUNT_DAYS);
 * the daily limit to this one address; and the platform-wide hourly ceiling (429 with Retry-After), so
 * that many accounts together cannot multiply the limit. The merchant's lock is taken before the
 * platform's, always in that order. That transaction must not send mail itself: the locks are held to its
 * end, and sending through the outbox takes a second connection. Send after it commits.
 */
export async function reserveMerchantEmail(
  tx: Executor,
  deps: MerchantMailDeps,
  merchantId: string,
  kind: Exclude<ThirdPartyKind, 'receipt'>,
  recipient: string,
) {
  const owner = await merchantMailRepository.owner(tx, merchantId, deps.newAccountDays);
  if (!owner.verified) throw new AppError('FORBIDDEN', merchantMailMessages.verifyEmailFirst);
  await reserveEmail(tx, merchantId, kind, recipient, {
    name: 'others',
    kinds: TO_OTHERS,
    max: owner.isNew ? Math.min(deps.newAccountPerDay, deps.emailsPerDay) : deps.emailsPerDay,
    windowSeconds: DAY_SECONDS,
    message: merchantEmailLimitMessage,
    then: async () => {
      const sameAddress = await merchantMailRepository.countRecent(tx, TO_OTHERS, DAY_SECONDS, {
        merchantId,
        recipient,
      });
      if (sameAddress.count >= deps.perRecipientPerDay) {
        const wait = retryAfterSeconds(sameAddress.secondsLeft);
        throw tooManyRequests(recipientEmailLimitMessage(deps.perRecipientPerDay, wait), wait);
      }
      await checkPlatform(tx, deps, owner.isNew);
    },
  });
}

/**
 * Whether a buyer's order receipt may go out for this store, recording it if so. The buyer caused it, by
 * placing (and paying for) an order, so it never refuses the order, and no ceiling drops it: the platform's
 * hourly ceiling limits what merchants cause, and receipts are bounded by the checkout's own limit per
 * client. A store whose owner has not verified their email sends no receipt (the caller logs it).
 */
export async function reserveReceipt(
  db: Database,
  deps: MerchantMailDeps,
  merchantId: string,
  recipient: string,
) {
  return db.transaction(async (tx) => {
    if (!(await merchantMailRepository.owner(tx, merchantId, deps.newAccountDays)).verified) {
      return 'owner-unverified' as const;
    }
    await merchantMailRepository.insert(tx, merchantId, 'receipt', recipient);
    return 'reserved' as const;
  });
}
/**
 * Sends an email a merchant causes to someone else: counted first (its own short transaction, so a
 * refusal sends nothing) and labelled as the merchant's (`fromMerchant`). A send that fails after the
 * count still counts: the limit errs on the side of sending less.
 */
export async function sendMerchantEmail(
  db: Database,
  deps: MerchantMailDeps,
  merchantId: string,
  kind: Exclude<ThirdPartyKind, 'receipt'>,
  businessName: string | null | undefined,
  message: MerchantMessage,
) {
  await db.transaction((tx) => reserveMerchantEmail(tx, deps, merchantId, kind, message.to));
  await deps.mailer.send(fromMerchant(businessName, message));
}
