import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';

/** What the simulation's routes share: its database and its settings. */
export interface SimContext {
  db: Database;
  stepMs: number;
  /** The present, for shipments booked now (tests may move it). */
  now: () => Date;
}

/** A refusal as Terminal answers one (https://docs.terminal.africa/tship/errors): 400 and a message. */
export class SimRefusal extends Error {}

export const ok = <T>(message: string, data: T) => ({ status: true as const, message, data });

/** The request's body or query, checked; the first problem refuses it. */
export function read<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SimRefusal(`${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return parsed.data;
}

export function sendRefusal(reply: FastifyReply, error: unknown) {
  if (error instanceof SimRefusal) return reply.code(400).send({ status: false, message: error.message });
  // A body that is not JSON, or too large: Fastify's own 4xx, answered in Terminal's shape.
  const code = (error as { statusCode?: number }).statusCode;
  if (code && code >= 400 && code < 500)
    return reply.code(400).send({ status: false, message: (error as Error).message });
  return reply.code(500).send({ status: false, message: 'Internal server error' });
}
