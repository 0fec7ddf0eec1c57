import type { Db } from '../../db/client';
import { contactMessages } from './tables';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;

/** Stores one contact message; answers the stored row. */
export async function insertContactMessage(db: Db, values: NewContactMessageRow): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('contact message insert returned nothing');
  return row;
}
