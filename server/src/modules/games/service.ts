import { GAME_CATALOGUE } from '@playwords/common';
import type { Db } from '../../db/client';
import { listGames, upsertGames } from './repository';

/** Makes the games table match the catalogue in `common` (run at every start). */
export async function syncCatalogue(db: Db): Promise<void> {
  await upsertGames(
    db,
    GAME_CATALOGUE.map((g) => ({
      internalId: g.internal_id,
      name: g.name,
      internalName: g.internal_name,
      usesWords: g.uses_words,
      usesBackgrounds: g.uses_backgrounds,
      usesProjectiles: g.uses_projectiles,
      usesCharacters: g.uses_characters,
      usesMonsters: g.uses_monsters,
      creationTime: new Date(g.creation_time),
      hasTemplate: g.has_template,
      needsPro: g.needs_pro,
      needsPremium: g.needs_premium,
    })),
  );
}

/** The catalogue as stored. */
export const getCatalogue = listGames;
