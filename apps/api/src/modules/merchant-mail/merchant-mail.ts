import { merchantEmailLimitMessage, merchantMailLabel } from '@oja/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer, OutgoingMessage } from '../../providers/mail/mailer.ts';
import { type MerchantEmailKind, merchantMailRepository } from './merchant-mail-repository.ts';

const DAY_SECONDS = 24 * 60 * 60;
const MAX_NAME_LENGTH = 60;
/** The emails a merchant causes to other people; the daily limit counts these together. */
const TO_OTHERS: MerchantEmailKind[] = ['conversation', 'invoice', 'booking'];

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
  message: { to: string; subject: string; text: string },
): OutgoingMessage {
  const name = cleanSenderName(businessName);
  return {
    channel: 'email',
    to: message.to,
    subject: message.subject,
    text: `${message.text}\n\n--\n${merchantMailLabel.footer(name)}`,
    senderName: `${name} ${merchantMailLabel.senderSuffix}`,
  };
}

export interface LimitRule {
  /** Names the advisory lock; one per rule. */
  name: string;
  kinds: MerchantEmailKind[];
  max: number;
  windowSeconds: number;
  message: (max: number, retryAfterSeconds: number) => string;
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
    merchantId,
    rule.kinds,
    rule.windowSeconds,
  );
  if (count >= rule.max) {
    const retryAfter = Math.max(1, Math.ceil(secondsLeft));
    throw new AppError('TOO_MANY_REQUESTS', rule.message(rule.max, retryAfter), undefined, {
      'retry-after': String(retryAfter),
    });
  }
  await merchantMailRepository.insert(tx, merchantId, kind, recipient);
}

export interface MerchantMailDeps {
  mailer: Mailer;
  /** MERCHANT_EMAILS_PER_DAY */
  emailsPerDay: number;
}

/**
 * Counts an email a merchant causes to someone else (a buyer, a customer) against its daily limit, in
 * the caller's transaction. That transaction must not send mail itself: the merchant's lock is held to
 * its end, and sending through the outbox takes a second connection. Send after it commits.
 */
export async function reserveMerchantEmail(
  tx: Executor,
  deps: MerchantMailDeps,
  merchantId: string,
  kind: Exclude<MerchantEmailKind, 'pin_unlock'>,
  recipient: string,
) {
  await reserveEmail(tx, merchantId, kind, recipient, {
    name: 'others',
    kinds: TO_OTHERS,
    max: deps.emailsPerDay,
    windowSeconds: DAY_SECONDS,
    message: merchantEmailLimitMessage,
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
  kind: Exclude<MerchantEmailKind, 'pin_unlock'>,
  businessName: string | null | undefined,
  message: { to: string; subject: string; text: string },
) {
  await db.transaction((tx) => reserveMerchantEmail(tx, deps, merchantId, kind, message.to));
  await deps.mailer.send(fromMerchant(businessName, message));
}
