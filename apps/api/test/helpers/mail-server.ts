import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the SMTP server does with the next messages. */
export type SmtpFault =
  /** accepts every message */
  | 'none'
  /** refuses each message after its data with 550 (a permanent refusal) */
  | 'reject'
  /** closes the connection after a message's data, without answering */
  | 'drop';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
  /** The message as it arrived (headers and MIME structure). */
  raw: string;
}

export interface TestSmtp {
  /** The app's settings for this server. */
  env: { MAIL_TRANSPORT: 'smtp'; SMTP_URL: string };
  /** Every message the server accepted, in order. */
  received: ReceivedMail[];
  /** The accepted messages to one address. */
  to: (address: string) => ReceivedMail[];
  fault: (next: SmtpFault) => void;
  close: () => Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on an ephemeral loopback port, without TLS or authentication, that
 * parses what it accepts with mailparser; `fault` makes it refuse or drop messages on purpose.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let current: SmtpFault = 'none';
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (current === 'reject') {
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        }
        if (current === 'drop') {
          for (const connection of server.connections) {
            if (connection.session.id === session.id) connection._socket.destroy();
          }
          return;
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            received.push({ envelope, mail, raw: raw.toString('latin1') });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` },
    received,
    to: (address) => received.filter((r) => r.envelope.to.includes(address)),
    fault: (next) => {
      current = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
