import { eq, sql } from 'drizzle-orm';
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
