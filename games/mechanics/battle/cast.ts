// Who fights: each team gets a favourite character automatically (no character select in the basic game) and one
// favourite monster is the enemy. (What an attack throws is the kit's `powersOf`: the character's powers, else a
// favourite projectile.) Generic over the image type so tests need no Phaser textures.

import { shuffled } from '@playwords/common';

/**
 * One character per team: different characters while there are enough, then the shuffled list again (two teams
 * may then share a picture; their colours and shapes still tell them apart). No characters → all null (the
 * scene draws the kit's fallback shape).
 */
export function assignCharacters<T>(characters: readonly T[], teamCount: number, random: () => number): (T | null)[] {
  if (characters.length === 0) return Array.from({ length: teamCount }, () => null);
  const order = shuffled(characters, random);
  return Array.from({ length: teamCount }, (_, i) => order[i % order.length] as T);
}

/**
 * The teams' characters of a game going on (a round after the first, a resumed save): the saved ones (by key) when
 * every one of them is still among the favourites and there is one per team, else a new cast (`assignCharacters`).
 */
export function restoreCast<T extends { key: string }>(
  saved: readonly string[],
  characters: readonly T[],
  teamCount: number,
  random: () => number,
): (T | null)[] {
  const restored = saved.map((key) => characters.find((c) => c.key === key));
  if (restored.length === teamCount && restored.every((c): c is T => c !== undefined)) return restored;
  return assignCharacters(characters, teamCount, random);
}

/** The one monster of the game, a random favourite (null → drawn fallback). */
export function pickMonster<T>(monsters: readonly T[], random: () => number): T | null {
  if (monsters.length === 0) return null;
  return monsters[Math.min(monsters.length - 1, Math.floor(random() * monsters.length))] as T;
}
