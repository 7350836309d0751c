import type { StageStatus } from '@oja/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, verificationEvents, verificationSubmissions } from '../../db/schema/index.ts';
import { newestFirst } from '../../lib/db/newest-first.ts';

export type SubmissionRow = typeof verificationSubmissions.$inferSelect;

const stateColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  role: users.role,
  stage: users.stage,
  level: users.level,
  stageVerificationStatus: users.stageVerificationStatus,
  verificationStatus: users.verificationStatus,
};
/** The verification columns of a user (owned by the accounts schema; read and updated here). */
export interface MerchantVerification {
  id: string;
  email: string;
  firstName: string;
  role: string;
  stage: number;
  level: number;
  stageVerificationStatus: StageStatus | null;
  verificationStatus: boolean;
}

export interface VerificationChanges {
  stage?: number;
  level?: number;
  stageVerificationStatus?: StageStatus;
  verificationStatus?: boolean;
  businessType?: string;
}

export const verificationRepository = {
  /** The merchant's verification columns, locked until the transaction ends (one decision at a time). */
  async lockMerchant(tx: Executor, merchantId: string): Promise<MerchantVerification | undefined> {
    const [row] = await tx.select(stateColumns).from(users).where(eq(users.id, merchantId)).for('update');
    return row as MerchantVerification | undefined;
  },

  async findMerchant(db: Executor, merchantId: string): Promise<MerchantVerification | undefined> {
    const [row] = await db.select(stateColumns).from(users).where(eq(users.id, merchantId));
    return row as MerchantVerification | undefined;
  },

  async findMerchantByEmail(db: Executor, email: string): Promise<MerchantVerification | undefined> {
    const [row] = await db.select(stateColumns).from(users).where(eq(users.email, email.toLowerCase()));
    return row as MerchantVerification | undefined;
  },

  async updateMerchant(
    tx: Executor,
    merchantId: string,
    changes: VerificationChanges,
  ): Promise<MerchantVerification> {
    const [row] = await tx.update(users).set(changes).where(eq(users.id, merchantId)).returning(stateColumns);
    return row as MerchantVerification;
  },

  async insertSubmission(
    tx: Executor,
    values: Pick<SubmissionRow, 'merchantId' | 'stage' | 'payload' | 'status'>,
  ): Promise<SubmissionRow> {
    const [row] = await tx.insert(verificationSubmissions).values(values).returning();
    return row!;
  },

  async findPending(tx: Executor, merchantId: string, stage: number): Promise<SubmissionRow | undefined> {
    const [row] = await tx
      .select()
      .from(verificationSubmissions)
      .where(
        and(
          eq(verificationSubmissions.merchantId, merchantId),
          eq(verificationSubmissions.stage, stage),
          eq(verificationSubmissions.status, 'pending'),
        ),
      );
    return row;
  },

  async decide(
    tx: Executor,
    merchantId: string,
    id: string,
    decision: { status: 'verified' | 'declined'; reason: string | null; reviewedBy: string | null },
  ): Promise<SubmissionRow> {
    const [row] = await tx
      .update(verificationSubmissions)
      .set({ ...decision, reviewedAt: new Date() })
      .where(and(eq(verificationSubmissions.merchantId, merchantId), eq(verificationSubmissions.id, id)))
      .returning();
    return row!;
  },

  async insertEvent(
    tx: Executor,
    event: { merchantId: string; stage: number; outcome: StageStatus; reason?: string | null },
  ): Promise<void> {
    await tx.insert(verificationEvents).values(event);
  },

  async latest(
    db: Executor,
    merchantId: string,
    stage?: number,
    status?: StageStatus,
  ): Promise<SubmissionRow | undefined> {
    const [row] = await db
      .select()
      .from(verificationSubmissions)
      .where(
        and(
          eq(verificationSubmissions.merchantId, merchantId),
          stage === undefined ? undefined : eq(verificationSubmissions.stage, stage),
          status === undefined ? undefined : eq(verificationSubmissions.status, status),
        ),
      )
      .orderBy(...newestFirst(verificationSubmissions.createdAt, verificationSubmissions.id))
      .limit(1);
    return row;
  },

  /**
   * The reviewer queue across merchants (operators only), oldest first so that nobody waits longest;
   * served by the (status, created_at) index.
   */
  async listForReview(db: Executor, status: StageStatus | undefined, page: number, limit: number) {
    const where = status ? eq(verificationSubmissions.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          submission: verificationSubmissions,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          businessName: users.businessName,
        })
        .from(verificationSubmissions)
        .innerJoin(users, eq(users.id, verificationSubmissions.merchantId))
        .where(where)
        .orderBy(verificationSubmissions.createdAt, verificationSubmissions.id)
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(verificationSubmissions).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
