import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

/** Every email and text message the platform sends, kept by the built-in mail transport. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    to: text().notNull(),
    /** The From display name when it is not the platform's own (emails sent for a merchant). */
    sender: text(),
    subject: text().notNull().default(''),
    body: text().notNull(),
    html: text(),
    /** Each attachment's name, type and size in bytes (never its content). */
    attachments: jsonb()
      .$type<{ filename: string; contentType: string; size: number }[]>()
      .notNull()
      .default([]),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.to, t.createdAt.desc())],
);
