// The entries a letter game leaves out of a list are told to the teacher once per game: the game keeps those it has
// told in its state (between rounds and in a save), and reads them back from a save here.

/** How many told entries a save keeps at most. */
export const MOST_TOLD = 400;

/** A saved list of strings read back (told entries, characters: its strings, at most MOST_TOLD), or null when it is not a list. */
export function readStrings(saved: unknown): string[] | null {
  if (!Array.isArray(saved)) return null;
  return saved.filter((entry): entry is string => typeof entry === 'string').slice(0, MOST_TOLD);
}

/** A saved state that is only its told entries, under `field` (`{ reported: [...] }`), or null when malformed. */
export function readToldState<K extends string>(saved: unknown, field: K): ToldState<K> | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const told = readStrings((saved as Partial<Record<K, unknown>>)[field]);
  return told ? ({ [field]: told } as ToldState<K>) : null;
}

/** The entries of `left` the teacher has not been told about yet; from now on they count as told (added to `told`). */
export function tellOnce<T extends { entry: string }>(told: string[], left: readonly T[]): T[] {
  const already = new Set(told);
  const fresh = left.filter((item) => !already.has(item.entry));
  for (const item of fresh) told.push(item.entry);
  return fresh;
}

/** A game state that is only its told entries, under the game's own field name. */
export type ToldState<K extends string> = Record<K, string[]>;

/** The state rules of a game that keeps only its told entries: a new game has told nothing; a save is read back. */
export function toldStateRules<K extends string>(field: K) {
  return {
    initial: (): ToldState<K> => ({ [field]: [] }) as unknown as ToldState<K>,
    parse: (saved: unknown): ToldState<K> | null => readToldState(saved, field),
  };
}
