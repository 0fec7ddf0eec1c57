// Which entries of a list a letter game can play, and why the others are left out (a reason code, which the kit's
// logic/left-out says to the teacher before play, in her language). A list may hold 苹果, 'ice cream', 'T-shirt',
// 'café' or '2nd'. A game whose letters come from an on-screen keyboard or keypad (Open The Safe, Hangman Battle,
// Alien Blaster's letters, scrambles) plays the letters a to z: spaces and punctuation are dropped ('ice cream' is
// ICECREAM, 'T-shirt' is TSHIRT), anything else leaves the entry out. A game of single words (Alien Blaster) leaves
// phrases out too (`phrases: 'leave-out'`). (A letter grid takes any script: see letter-grid/round-words.)

import { type Rng, WordDeck } from '../../kit/logic';

/** Why an entry is left out: `leftOutReport` of the kit's logic (kit/logic/left-out) says it in words. */
export type LeftOutReason = 'no-latin' | 'other-letters' | 'phrase' | 'too-short' | 'too-long' | 'same-letters';

export interface LeftOut {
  entry: string;
  reason: LeftOutReason;
  /** The characters the keyboard lacks ('other-letters'). */
  extra?: string;
}

export interface LetterRules {
  /** Fewest letters a word may have (default 2: one letter is not a puzzle). */
  minLetters?: number;
  /** Most letters the board takes (a 3 × 3 keypad, the blanks that fit the screen). */
  maxLetters: number;
  /** An entry of several words ('ice cream'): played by its letters (ICECREAM, the default) or left out. */
  phrases?: 'join' | 'leave-out';
}

export interface LetterWords {
  /** The playable entries, in list order, each with its letters a–z (lower case). */
  words: { entry: string; letters: string }[];
  leftOut: LeftOut[];
}

const SEPARATORS = /[\s\p{P}\p{S}]/gu;
const SPACE = /\s/u;

/** A list's playable words as a deck to draw from (each in turn, reshuffled), with those left out and why. */
export function letterGameDeck(
  entries: readonly { text: string }[],
  rules: LetterRules,
  rng: Rng,
): LetterWords & { deck: WordDeck } {
  const sorted = letterGameWords(
    entries.map((word) => word.text),
    rules,
  );
  const deck = new WordDeck(
    sorted.words.map((word) => word.entry),
    rng,
  );
  return { ...sorted, deck };
}

/** An entry's letters for an a–z keyboard, or what stops it: letters or digits the keyboard does not have. */
export function keyboardLetters(entry: string): { letters: string; extra: string } {
  const bare = entry.normalize('NFC').toLowerCase().replace(SEPARATORS, '');
  let letters = '';
  let extra = '';
  for (const ch of bare) {
    if (ch >= 'a' && ch <= 'z') letters += ch;
    else if (!extra.includes(ch)) extra += ch;
  }
  return { letters, extra };
}

/** Sorts a list into what an a–z letter game plays and what it leaves out (each entry once, by its letters). */
export function letterGameWords(entries: readonly string[], rules: LetterRules): LetterWords {
  const min = rules.minLetters ?? 2;
  const words: LetterWords['words'] = [];
  const leftOut: LeftOut[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const { letters, extra } = keyboardLetters(entry);
    if (extra !== '')
      leftOut.push(letters === '' ? { entry, reason: 'no-latin' } : { entry, reason: 'other-letters', extra });
    else if (rules.phrases === 'leave-out' && SPACE.test(entry.trim())) leftOut.push({ entry, reason: 'phrase' });
    else if (letters.length < min) leftOut.push({ entry, reason: 'too-short' });
    else if (letters.length > rules.maxLetters) leftOut.push({ entry, reason: 'too-long' });
    else if (seen.has(letters)) leftOut.push({ entry, reason: 'same-letters' });
    else {
      seen.add(letters);
      words.push({ entry, letters });
    }
  }
  return { words, leftOut };
}
