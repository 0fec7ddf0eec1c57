import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games } from './tables';

export type GameRow = typeof games.$inferInsert;

/** Inserts or refreshes catalogue rows by id. */
export async function upsertGames(db: Db, rows: GameRow[]): Promise<void> {
  await db
    .insert(games)
    .values(rows)
    .onConflictDoUpdate({
      target: games.internalId,
      set: {
        name: sql`excluded.name`,
        internalName: sql`excluded.internal_name`,
        usesWords: sql`excluded.uses_words`,
        usesBackgrounds: sql`excluded.uses_backgrounds`,
        usesProjectiles: sql`excluded.uses_projectiles`,
        usesCharacters: sql`excluded.uses_characters`,
        usesMonsters: sql`excluded.uses_monsters`,
        creationTime: sql`excluded.creation_time`,
        hasTemplate: sql`excluded.has_template`,
        needsPro: sql`excluded.needs_pro`,
        needsPremium: sql`excluded.needs_premium`,
      },
    });
}

export async function listGames(db: Db) {
  return db.select().from(games).orderBy(games.internalId);
}
