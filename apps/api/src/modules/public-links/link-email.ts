import type { LinkEmailBody, LinkEmailResult } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { fromMerchant, type MerchantMailDeps, reserveMerchantEmail } from '../merchant-mail/index.ts';
import { linkSubject } from './link-subject.ts';
import { publicLinkRepository } from './public-link-repository.ts';

/** What emailing a link needs: the merchant's email limits and a mailer that sends with the transaction. */
export interface LinkEmailDeps {
  mail: MerchantMailDeps;
  mailerIn: (tx: Executor) => Mailer;
  /** The address the link is written on in the email. */
  publicUrl: string;
}

/**
 * Emails one of the merchant's live buyer links to `email`, with the merchant's note, in the caller's
 * transaction: the email is counted against the merchant's limits (429 past them, nothing sent) and
 * kept in the outbox only if the transaction commits, so a replayed request sends nothing more.
 * The text is plain; the outbox writes its HTML part with every character escaped.
 */
export async function emailLink(
  tx: Executor,
  deps: LinkEmailDeps,
  merchantId: string,
  body: LinkEmailBody,
): Promise<LinkEmailResult> {
  const about = await linkSubject(tx, merchantId, deps.publicUrl, body.url);
  await reserveMerchantEmail(tx, deps.mail, merchantId, 'link', body.email);
  const name = await publicLinkRepository.merchantName(tx, merchantId);
  const note = body.note ? ['', `${name || 'The seller'} writes:`, body.note] : [];
  await deps.mailerIn(tx).send(
    fromMerchant(name, {
      to: body.email,
      subject: `${about.subject} from ${name || 'your seller'}`,
      text: ['Hello,', '', `${about.lead}:`, about.url, ...note].join('\n'),
    }),
  );
  return { to: body.email };
}
