/** A message the platform sends: an email, or a text message (SMS) to a phone number. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /**
   * The From display name, for emails sent on a merchant's behalf (modules/merchant-mail); the address is
   * always the platform's own. Unset: the platform's name.
   */
  senderName?: string;
}

/** The mail interface every feature sends through (docs/architecture.md#where-each-kind-of-code-lives). */
export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}
