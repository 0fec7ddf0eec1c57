import { eq, type AnyColumn } from 'drizzle-orm';
import { users } from './tables';

/** Who made a list or an image, as other modules show it. */
export interface Author {
  id: number;
  username: string;
  displayName: string;
}

/** A user as the author of what she has just made (her session's row: no query). */
export function authorOf(user: Author): Author {
  return { id: user.id, username: user.username, displayName: user.displayName };
}

/**
 * The author of another module's row, read in that module's own query. Only the users module writes the users
 * table; the word lists and images modules read an author's name through these, naming the column that holds
 * the owner's id, instead of importing the table.
 */
export const authorColumns = { id: users.id, username: users.username, displayName: users.displayName };

/** The `innerJoin` arguments that bring the author of `ownerId` into a query (with `authorColumns`). */
export function authorJoin(ownerId: AnyColumn) {
  return [users, eq(users.id, ownerId)] as const;
}

/** The table to join in hand-written SQL (read only). */
export const authorTable = users;
