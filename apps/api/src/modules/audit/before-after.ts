import type { FastifyRequest } from 'fastify';
import { redact } from './redact.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Reads the record a write is about to change, for the audit log's before → after: a route whose
     * module can read it cheaply (one lookup by id) names the reader; others record the fields set.
     */
    auditBefore?: (request: FastifyRequest) => Promise<object>;
  }
}

/** A field the write changed: what it was and what it became. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The audit entry's `changes`: the fields the body set, secrets redacted; with the record as it was,
 * each field it had becomes `{ from, to }` and the fields set to what they already were are left out.
 */
export function changesOf(body: unknown, before: object | null): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  const set = redact(body) as Record<string, unknown>;
  if (!before) return set;
  const was = redact(before) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [field, to] of Object.entries(set)) {
    if (!(field in was)) changes[field] = to;
    else if (!same(was[field], to)) changes[field] = { from: was[field], to } satisfies FieldChange;
  }
  return changes;
}
