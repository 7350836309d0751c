import { z } from 'zod';
import { MAX_PAGE_SIZE } from './page-size.ts';
import { singleLineText } from './text.ts';
import { timestamp } from './timestamp.ts';

export const actorKind = z.enum(['owner', 'staff', 'apiKey']);
export type ActorKind = z.infer<typeof actorKind>;

export const auditEntry = z
  .object({
    id: z.string(),
    actorKind,
    actorId: z.string(),
    actorName: z.string(),
    /** What was done, e.g. `product.update`. */
    action: z.string(),
    objectType: z.string(),
    objectId: z.string().nullable(),
    ip: z.string(),
    userAgent: z.string(),
    /** The fields the request set, secrets shown as `[redacted]`. */
    changes: z.record(z.string(), z.unknown()),
    createdAt: timestamp,
  })
  .meta({
    examples: [
      {
        id: '019a2f0e-7c1d-7a51-9a3e-3f1c2b8d4e6f',
        actorKind: 'apiKey',
        actorId: '019a2f0b-1111-7c22-8d33-4e5f6a7b8c9d',
        actorName: 'Stock sync',
        action: 'product.update',
        objectType: 'product',
        objectId: '019a2e99-2222-7d33-9e44-5f6a7b8c9d0e',
        ip: '102.89.34.10',
        userAgent: 'curl/8.5.0',
        changes: { price: 850000, units: 12 },
        createdAt: '2026-11-24T10:15:00.000Z',
      },
    ],
  });
export type AuditEntry = z.input<typeof auditEntry>;
export type AuditEntryView = z.output<typeof auditEntry>;

const filterText = singleLineText().trim().max(120).optional();
const day = z.iso.date('Use a date like 2026-01-31').optional();

/**
 * The audit log's filters: the person (the start of their name or email, or their id), the action (whole,
 * or its start such as `product.`), the object type or id, and a range of days (UTC, both included).
 */
export const auditFilters = z.object({
  actor: filterText,
  action: filterText,
  objectType: filterText,
  objectId: filterText,
  from: day,
  to: day,
});
export type AuditFilters = z.infer<typeof auditFilters>;

/** One page, newest first; `before` is the cursor of the page's last entry (`nextCursor`). */
export const auditQuery = auditFilters.extend({
  before: z
    .string()
    .regex(/^[\w:.+-]+_[0-9a-f-]{36}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditPage = z.object({
  results: z.array(auditEntry),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPageView = z.output<typeof auditPage>;

export const AUDIT_CSV_COLUMNS = [
  'time',
  'actor_kind',
  'actor_id',
  'actor_name',
  'action',
  'object_type',
  'object_id',
  'ip',
  'user_agent',
  'changes',
] as const;
