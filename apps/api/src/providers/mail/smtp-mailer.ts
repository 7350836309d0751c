import nodemailer, { type Transporter } from 'nodemailer';
import { htmlOf } from './html-body.ts';
import { type Mailer, mailAddress, type OutgoingMessage } from './mailer.ts';

/**
 * Sends email through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com).
 * Every email is multipart/alternative (text, and the same text as HTML) with its attachments. A failed
 * send is not retried here: the caller reports it (decision 033), so nothing goes out twice.
 * Text messages need an SMS gateway, which this transport does not have: they are refused loudly.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  /** MAIL_FROM's address part, under which a merchant's display name is sent. */
  private readonly address: string;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
    this.address = mailAddress(from);
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'sms') throw new Error('SMTP transport cannot send text messages');
    await this.transport.sendMail({
      from: message.senderName ? { name: message.senderName, address: this.address } : this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: htmlOf(message),
      attachments: message.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    });
  }
}
