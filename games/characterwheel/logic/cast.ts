// Who goes round the Character Wheel: the teacher's favourite characters (the official ones stand in when she has
// none: the server sends those), and her monsters too when the setting says so. Pure, unit-tested.
import { t } from '../texts';
/** A picture as the kit loaded it: its name and its texture. */
export interface Picture {
  name: string;
  key: string;
}

/** One of the wheel's items: the name said and shown when the wheel lands on it, and its picture's texture. */
export interface CastMember {
  name: string;
  picture: string;
  kind: 'character' | 'monster';
}

/** What the tool's second button and its nameless pictures say (the rest is the kit's WheelPanel's). */
export const CHARACTER_WHEEL_TEXT = {
  reset: t('wheel.reset'),
  others: t('wheel.others'),
  /** A picture with no name (a drawn stand-in): still spoken as something. */
  unnamed: { character: t('wheel.mysteryCharacter'), monster: t('wheel.mysteryMonster') },
} as const;

/** A picture's name as the wheel says it: trimmed, and never empty. */
export function castName(name: string, kind: CastMember['kind']): string {
  const trimmed = name.trim();
  return trimmed === '' ? CHARACTER_WHEEL_TEXT.unnamed[kind] : trimmed;
}

/** The wheel's items: the characters, then the monsters when `withMonsters`, in the order the teacher's list has them. */
export function castOf(
  characters: readonly Picture[],
  monsters: readonly Picture[],
  withMonsters: boolean,
): CastMember[] {
  const member = (kind: CastMember['kind']) => (picture: Picture) => ({
    name: castName(picture.name, kind),
    picture: picture.key,
    kind,
  });
  return [...characters.map(member('character')), ...(withMonsters ? monsters.map(member('monster')) : [])];
}

/** What the second button does: elimination's Reset (all back), a long list's Others (another 24), or nothing. */
export function secondButton(eliminate: boolean, waiting: number): string | null {
  if (eliminate) return CHARACTER_WHEEL_TEXT.reset;
  return waiting > 0 ? CHARACTER_WHEEL_TEXT.others : null;
}
