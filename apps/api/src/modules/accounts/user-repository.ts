import { and, eq, ne } from 'drizzle-orm';
import type { ThemePreference } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { saveVersioned } from '../../lib/record-version.ts';
import { users } from '../../db/schema/index.ts';
import { insertOne } from '../../lib/db/rows.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<
    NewUser,
    | 'firstName'
    | 'lastName'
    | 'username'
    | 'phone'
    | 'image'
    | 'businessName'
    | 'category'
    | 'aboutBusiness'
    | 'country'
    | 'state'
    | 'address'
    | 'locationAddress'
    | 'zipCode'
    | 'isPhoneVerified'
  >
>;

export const userRepository = {
  async findById(db: Executor, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async emailExists(db: Executor, email: string): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return rows.length > 0;
  },

  /** Whether another user (not `exceptId`) already has this username. */
  async usernameTaken(db: Executor, username: string, exceptId?: string): Promise<boolean> {
    const condition = exceptId
      ? and(eq(users.username, username), ne(users.id, exceptId))
      : eq(users.username, username);
    const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
    return rows.length > 0;
  },

  insert: (db: Executor, values: NewUser) => insertOne(db, users, values),

  /** A profile edit: raises the profile's version; with `version`, only while it is still that one. */
  async update(
    db: Executor,
    id: string,
    changes: UserChanges,
    version?: number,
  ): Promise<UserRow | undefined> {
    return saveVersioned(db, users, eq(users.id, id), changes, version);
  },

  /** The chosen colour theme: a preference, not a profile edit, so the profile's version stays. */
  async setTheme(db: Executor, id: string, theme: ThemePreference): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set({ theme }).where(eq(users.id, id)).returning();
    return row;
  },

  async setPasswordHash(db: Executor, id: string, passwordHash: string) {
    await db.update(users).set({ passwordHash }).where(eq(users.id, id));
  },

  async markEmailVerified(db: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ isEmailVerified: true })
      .where(eq(users.email, email))
      .returning();
    return row;
  },

  async markPhoneVerified(db: Executor, id: string, phone: string) {
    await db
      .update(users)
      .set({ isPhoneVerified: true })
      .where(and(eq(users.id, id), eq(users.phone, phone)));
  },
};
