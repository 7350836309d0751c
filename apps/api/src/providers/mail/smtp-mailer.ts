import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMessage } from './mailer.ts';

/**
 * Sends email through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com).
 * Text messages need an SMS gateway, which this transport does not have: they are refused loudly.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'sms') throw new Error('SMTP transport cannot send text messages');
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }
}
