import type { StaffRole } from '@oja/contracts';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffInvitations, staffMembers, users } from '../../db/schema/index.ts';

const open = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));
const memberColumns = {
  id: staffMembers.id,
  name: staffMembers.name,
  email: staffMembers.email,
  role: staffMembers.role,
  createdAt: staffMembers.createdAt,
};
const invitationColumns = {
  id: staffInvitations.id,
  email: staffInvitations.email,
  role: staffInvitations.role,
  expiresAt: staffInvitations.expiresAt,
  createdAt: staffInvitations.createdAt,
};

/** Whether a staff member already signs in with this email (in any business). */
export async function isStaffEmail(db: Executor, email: string) {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  return rows.length > 0;
}

export const staffRepository = {
  members: (db: Executor, merchantId: string) =>
    db
      .select(memberColumns)
      .from(staffMembers)
      .where(eq(staffMembers.merchantId, merchantId))
      .orderBy(asc(staffMembers.createdAt)),

  openInvitations: (db: Executor, merchantId: string) =>
    db
      .select(invitationColumns)
      .from(staffInvitations)
      .where(and(eq(staffInvitations.merchantId, merchantId), open))
      .orderBy(asc(staffInvitations.createdAt)),

  async hasOpenInvitation(db: Executor, merchantId: string, email: string) {
    const rows = await db
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(and(eq(staffInvitations.merchantId, merchantId), eq(staffInvitations.email, email), open));
    return rows.length > 0;
  },

  async insertInvitation(
    db: Executor,
    values: { merchantId: string; email: string; role: StaffRole; tokenHash: string; expiresAt: Date },
  ) {
    const [row] = await db.insert(staffInvitations).values(values).returning(invitationColumns);
    return row!;
  },

  /** A new link (and a new expiry) for an open invitation; the old link stops working. */
  async renewInvitation(db: Executor, merchantId: string, id: string, tokenHash: string, expiresAt: Date) {
    const [row] = await db
      .update(staffInvitations)
      .set({ tokenHash, expiresAt })
      .where(and(eq(staffInvitations.merchantId, merchantId), eq(staffInvitations.id, id), open))
      .returning(invitationColumns);
    return row;
  },

  async revokeInvitation(db: Executor, merchantId: string, id: string) {
    const [row] = await db
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvitations.merchantId, merchantId), eq(staffInvitations.id, id), open))
      .returning({ id: staffInvitations.id });
    return row;
  },

  /** An invitation by its link, with the business's name. */
  async invitationByHash(db: Executor, tokenHash: string) {
    const [row] = await db
      .select({
        ...invitationColumns,
        merchantId: staffInvitations.merchantId,
        acceptedAt: staffInvitations.acceptedAt,
        revokedAt: staffInvitations.revokedAt,
        businessName: users.businessName,
      })
      .from(staffInvitations)
      .innerJoin(users, eq(users.id, staffInvitations.merchantId))
      .where(eq(staffInvitations.tokenHash, tokenHash));
    return row;
  },

  /** Marks an invitation used, only if still open and unexpired: of two accepts at once, one wins. */
  async claimInvitation(db: Executor, id: string) {
    const [row] = await db
      .update(staffInvitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(staffInvitations.id, id), open, gt(staffInvitations.expiresAt, new Date())))
      .returning({ id: staffInvitations.id });
    return row;
  },

  async insertMember(
    db: Executor,
    values: { merchantId: string; email: string; name: string; passwordHash: string; role: StaffRole },
  ) {
    const [row] = await db.insert(staffMembers).values(values).returning(memberColumns);
    return row!;
  },

  async setRole(db: Executor, merchantId: string, id: string, role: StaffRole) {
    const [row] = await db
      .update(staffMembers)
      .set({ role })
      .where(and(eq(staffMembers.merchantId, merchantId), eq(staffMembers.id, id)))
      .returning(memberColumns);
    return row;
  },

  /** Deletes the member; their sessions go with the row (ON DELETE CASCADE). */
  async remove(db: Executor, merchantId: string, id: string) {
    const [row] = await db
      .delete(staffMembers)
      .where(and(eq(staffMembers.merchantId, merchantId), eq(staffMembers.id, id)))
      .returning({ id: staffMembers.id });
    return row;
  },

  async roleOf(db: Executor, id: string) {
    const [row] = await db
      .select({ role: staffMembers.role })
      .from(staffMembers)
      .where(eq(staffMembers.id, id));
    return row?.role;
  },

  /** The member who signs in with this email, with their password hash (login only). */
  async loginByEmail(db: Executor, email: string) {
    const [row] = await db
      .select({
        id: staffMembers.id,
        merchantId: staffMembers.merchantId,
        passwordHash: staffMembers.passwordHash,
      })
      .from(staffMembers)
      .where(eq(staffMembers.email, email));
    return row;
  },
};
