// The three word buttons of a listen-and-choose turn: the spoken word plus wrong options chosen by the kit's word
// deck (same first letter or similar length first), in a random order so the right answer moves about.

import type { WordEntry } from '../../kit/logic/word-deck';
import { shuffled } from '@playwords/common';

/** What this game needs from the kit's word deck to build a turn's buttons. */
export interface DistractorSource {
  distractors(target: WordEntry, count: number): WordEntry[];
}

export const OPTION_COUNT = 3;

/**
 * The buttons for `target`: the target and up to `count − 1` different distractors from the deck, shuffled.
 * With a list too short for that many different words the turn simply has fewer buttons (never a repeat).
 */
export function buildOptions(
  target: WordEntry,
  deck: DistractorSource,
  random: () => number,
  count: number = OPTION_COUNT,
): WordEntry[] {
  const picked: WordEntry[] = [target];
  for (const entry of deck.distractors(target, count - 1)) {
    if (picked.length >= count) break;
    if (!picked.some((p) => p.text === entry.text)) picked.push(entry);
  }
  return shuffled(picked, random);
}
