import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchantRequests, uploads, users, verificationSubmissions } from '../../db/schema/index.ts';
import { insertOne } from '../../lib/db/rows.ts';

export type UploadRow = typeof uploads.$inferSelect;

export const uploadRepository = {
  insert: (db: Executor, row: typeof uploads.$inferInsert) => insertOne(db, uploads, row),

  /** The merchant's uploads whose public id or secure URL is one of `refs`; other merchants' never match. */
  async findOwn(db: Executor, merchantId: string, refs: string[]): Promise<UploadRow[]> {
    if (refs.length === 0) return [];
    return db
      .select()
      .from(uploads)
      .where(
        and(
          eq(uploads.merchantId, merchantId),
          or(inArray(uploads.publicId, refs), inArray(uploads.secureUrl, refs)),
        ),
      );
  },

  /** Whether the merchant owns the upload: one probe of the (merchant_id, public_id) unique index. */
  async isOwner(db: Executor, merchantId: string, publicId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.merchantId, merchantId), eq(uploads.publicId, publicId)));
    return row !== undefined;
  },

  /**
   * Whether the upload is the current profile picture of a merchant the viewer has a merchant request
   * with (either way): the only place one merchant is shown another's upload. The partners come from
   * the requests' indexes, the upload from its (merchant_id, public_id) key.
   */
  async isPartnerProfileImage(db: Executor, viewerId: string, publicId: string): Promise<boolean> {
    const senders = db
      .select({ id: merchantRequests.senderId })
      .from(merchantRequests)
      .where(eq(merchantRequests.merchantId, viewerId));
    const receivers = db
      .select({ id: merchantRequests.merchantId })
      .from(merchantRequests)
      .where(eq(merchantRequests.senderId, viewerId));
    const [row] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .innerJoin(users, eq(users.id, uploads.merchantId))
      .where(
        and(
          eq(uploads.publicId, publicId),
          or(inArray(uploads.merchantId, senders), inArray(uploads.merchantId, receivers)),
          // The profile stores the secure_url as sent: the path, or the path made absolute.
          eq(sql`regexp_replace(${users.image}, '^https?://[^/]+', '', 'i')`, uploads.secureUrl),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /**
   * Whether the upload is a document its owner sent for verification, which the reviewer queue shows
   * operators. The upload comes from the public_id index, the submissions from their merchant index.
   */
  async isVerificationDocument(db: Executor, publicId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .innerJoin(verificationSubmissions, eq(verificationSubmissions.merchantId, uploads.merchantId))
      .where(
        and(
          eq(uploads.publicId, publicId),
          // The payload keeps each document as sent: the secure_url, or the secure_url made absolute.
          sql`strpos(${verificationSubmissions.payload}::text, ${uploads.secureUrl} || '"') > 0`,
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
