import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:token|otp|pin|password)=)[^&]*/gi;

/** Strips secret values from a URL before it reaches a log line. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * Structured JSON logs with request ids. Bodies are never logged; headers that carry credentials and
 * secret query values are redacted.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
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
