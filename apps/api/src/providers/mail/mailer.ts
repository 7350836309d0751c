/** A file sent with an email: the invoice PDF, a booking's calendar invitation. */
export interface MailAttachment {
  filename: string;
  /** e.g. `application/pdf`, or `text/calendar; method=REQUEST` for an invitation. */
  contentType: string;
  content: Buffer;
}

/** A message the platform sends: an email, or a text message (SMS) to a phone number. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  /** The HTML part; unset, it is the text itself as HTML (`htmlOf`), so both parts always say the same. */
  html?: string;
  attachments?: MailAttachment[];
  /**
   * The From display name, for emails sent on a merchant's behalf (modules/merchant-mail); the address is
   * always the platform's own. Unset: the platform's name.
   */
  senderName?: string;
}

/** The address part of a From setting: `Oja <no-reply@oja.example>` → `no-reply@oja.example`. */
export const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** The mail interface every feature sends through (docs/architecture.md#where-each-kind-of-code-lives). */
export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}
