import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './tables';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByUsernameKey(db: Db, key: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.usernameKey, key)).limit(1);
  return row;
}

/** The account whose name is this one (same key) or looks like it (same skeleton), if any. */
export async function findUserByUsernameKeyOrSkeleton(
  db: Db,
  key: string,
  skeleton: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.usernameKey, key), eq(users.usernameSkeleton, skeleton)))
    .limit(1);
  return row;
}

/** Accounts without a username skeleton yet (written before it existed), oldest first. */
export function listUsersWithoutSkeleton(db: Db): Promise<Array<{ id: number; username: string }>> {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameSkeleton))
    .orderBy(asc(users.id));
}

/**
 * Gives a row its skeleton unless another account has that skeleton already; answers whether it did. The unique
 * index decides between two processes doing this at once (the caller treats its error like "taken").
 */
export async function setUsernameSkeleton(db: Db, id: number, skeleton: string): Promise<boolean> {
  const taken = db.select({ id: users.id }).from(users).where(eq(users.usernameSkeleton, skeleton));
  const rows = await db
    .update(users)
    .set({ usernameSkeleton: skeleton })
    .where(sql`${users.id} = ${id} and ${users.usernameSkeleton} is null and not exists (${taken})`)
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function findUserByEmailKey(db: Db, key: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.emailKey, key)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

/** Inserts a row with a fixed id unless one exists; keeps the id sequence ahead of it. */
export async function ensureUserWithId(db: Db, values: NewUserRow & { id: number }): Promise<void> {
  await db.insert(users).values(values).onConflictDoNothing({ target: users.id });
  await db.execute(
    sql`select setval(pg_get_serial_sequence('users', 'id'), greatest((select max(id) from users), ${values.id}))`,
  );
}

export async function updateUser(db: Db, id: number, values: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

/** Reads a user's row and locks it until the transaction ends. */
export async function lockUserRow(tx: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Writes the licences module's plan cache and trial flags on a user's row; answers the row. */
export async function updateUserPlan(
  db: Db,
  userId: number,
  values: Partial<Pick<UserRow, 'planType' | 'planValidUntil' | 'usedProPlanTrial' | 'usedPremiumPlanTrial'>>,
): Promise<UserRow> {
  return updateUser(db, userId, values);
}
