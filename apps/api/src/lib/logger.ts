import type { FastifyServerOptions } from 'fastify';
import { pino, type Logger, type LoggerOptions } from 'pino';
import { scrubText, serializeError } from './error-log.ts';

/** Where log lines go instead of stdout (tests capture them to search for secrets). */
export interface LogDestination {
  write: (line: string) => void;
}

const SECRET_QUERY = /([?&](?:token|otp|pin|password)=)[^&]*/gi;

/** Strips secret values from a URL before it reaches a log line. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * Structured JSON logs with request ids. Bodies are never logged; headers that carry credentials and
 * secret query values are redacted; errors are logged without the values they carry (lib/error-log.ts),
 * also when one is logged on its own (`log.error(err)` makes its message the line's message).
 */
export function loggerOptions(level: string, stream?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      err: (error: unknown) => serializeError(error),
      error: (error: unknown) => serializeError(error),
    },
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        const [first, ...rest] = args;
        const message = (value: unknown) => (typeof value === 'string' ? scrubText(value) : value);
        if (first instanceof Error) {
          method.apply(this, [
            { err: first },
            ...(rest.length ? rest.map(message) : [serializeError(first).message]),
          ]);
        } else {
          method.apply(this, [message(first), ...rest.map(message)]);
        }
      },
    },
  } satisfies LoggerOptions;
}

/** The process's own logger (start, stop, crashes), with the same rules as the app's. */
export function createLogger(level: string, stream?: LogDestination): Logger {
  return pino(loggerOptions(level) as LoggerOptions, stream ?? process.stdout);
}

/**
 * A closed terminal, or a pipe whose reader went away, makes every write to stdout and stderr fail
 * with EPIPE; with no listener each failed log line would be an uncaught exception, and logging that
 * one would fail again. Output nobody can read any more is dropped.
 */
export function tolerateClosedOutput() {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}
