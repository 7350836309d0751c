import type { FastifyServerOptions } from 'fastify';

/** Where log lines go instead of stdout (tests capture them to search for secrets). */
export interface LogDestination {
  write: (line: string) => void;
}

const SECRET_QUERY = /([?&](?:token|otp|pin|password)=)[^&]*/gi;

/** Strips secret values from a URL before it reaches a log line. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * Structured JSON logs with request ids. Bodies are never logged; headers that carry credentials and
 * secret query values are redacted.
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
    },
  };
}
