import type { Mailer, OutgoingMessage } from './mailer.ts';

/** How a message looks on the console: who it is for, its subject, and its text (codes and links). */
export function consoleText(message: OutgoingMessage): string {
  const kind = message.channel === 'sms' ? 'Text message' : 'Email';
  const subject = message.subject ? ` — ${message.subject}` : '';
  const body = message.text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `\n  ✉ ${kind} to ${message.to}${subject}\n${body}\n\n`;
}

/**
 * Sends through another transport, then prints the message to the console, so that someone running Oja
 * on their own machine reads their verification code or reset link in the terminal (MAIL_CONSOLE).
 */
export class ConsoleEchoMailer implements Mailer {
  constructor(
    private readonly inner: Mailer,
    private readonly write: (text: string) => void,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.inner.send(message);
    this.write(consoleText(message));
  }
}
