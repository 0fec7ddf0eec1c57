// What a page needs to offer the printables (issue 20) before their dialog loads: the list it prints and whether
// Twister's mat is among them. The dialog is web/src/components/printables-dialog.tsx (lazy), its insides
// web/src/features/printables.
import { canPlayGame, findGame, getEntitlements, type UserDto, type WordlistDto } from '@playwords/common';

/** The list a printable is made of: its theme, its words in order and each word's picture (a URL, or null). */
export interface PrintableList {
  theme: string;
  words: readonly string[];
  /** Parallel to `words`; shorter (an old page, an old client) means no picture for the rest. */
  pictures: readonly (string | null)[];
}

/** A list as My Wordlists has it. */
export function printableList(
  list: Pick<WordlistDto, 'theme' | 'words'> & { pictures?: WordlistDto['pictures'] },
): PrintableList {
  return { theme: list.theme, words: list.words, pictures: (list.pictures ?? []).map((p) => p?.url ?? null) };
}

/** Whether her plan plays Twister: the printed mat is the floor half of that game. */
export function printsTwisterMat(user: Pick<UserDto, 'current_plan_type'>): boolean {
  const twister = findGame('twister');
  return twister !== undefined && canPlayGame(getEntitlements({ activePlan: user.current_plan_type }), twister);
}
