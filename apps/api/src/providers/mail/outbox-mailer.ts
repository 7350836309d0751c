import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { attachmentSummary, htmlOf } from './html-body.ts';
import type { Mailer, OutgoingMessage } from './mailer.ts';

/**
 * The built-in transport: every message is kept in the outbox table (readable at /v1/dev/outbox when
 * DEV_OUTBOX=true). Given a transaction, the message is kept only if that transaction commits.
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Executor) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outbox).values({
      channel: message.channel,
      to: message.to.toLowerCase(),
      sender: message.senderName ?? null,
      subject: message.subject ?? '',
      body: message.text,
      html: message.channel === 'email' ? htmlOf(message) : null,
      attachments: attachmentSummary(message.attachments),
    });
  }
}
