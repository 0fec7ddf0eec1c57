// The picture dictionary: a word of a list → Fluent Emoji (flat) that depict it, best first. The index is data
// (dictionary-index.json, built by scripts/build-picture-dictionary.mjs from the emoji's names, emojilib's keywords
// and additions.ts); this module only looks words up in it, so it runs the same in Node and the browser.
// A teacher's word is tried as written and as a singular, then in the other spelling (colour/color), and a phrase
// with nothing of its own by its ending, down to its last word ('big red apple' → red apple).

/** The dictionary's data as dictionary-index.json holds it. */
export interface PictureIndex {
  /** Where the emoji and keywords come from (package versions). */
  source: string;
  /** Every emoji the dictionary names (Fluent Emoji flat names), each once. */
  names: string[];
  /** A term (normalised as `normalisePictureWord` does) → its candidates, best first, as positions in `names`. */
  terms: Record<string, number[]>;
}

/** How many candidates `findPictures` gives unless told otherwise. */
export const PICTURE_CANDIDATES = 8;

/** The most words of an entry looked up (its last ones); the longest terms have 8. */
const MAX_WORDS = 8;

/** A word as the index spells its terms: NFKC, lowercase, trimmed, single spaces, plain apostrophes and hyphens. */
export function normalisePictureWord(word: string): string {
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010\u2011\u2012\u2013]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plurals no rule makes (and words that are their own plural, so no rule mangles them). */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  children: 'child',
  mice: 'mouse',
  feet: 'foot',
  teeth: 'tooth',
  geese: 'goose',
  men: 'man',
  women: 'woman',
  people: 'person',
  oxen: 'ox',
  lice: 'louse',
  fish: 'fish',
  sheep: 'sheep',
  deer: 'deer',
  glasses: 'glasses',
  clothes: 'clothes',
  scissors: 'scissors',
};

/** The singulars a plural word could come from, likeliest first (none for a word that is not plural). */
function singulars(word: string): string[] {
  if (Object.hasOwn(IRREGULAR_PLURALS, word)) return [IRREGULAR_PLURALS[word] as string];
  if (word.length < 3 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return [];
  const forms: string[] = [];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`, word.slice(0, -1));
  else if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`, word.slice(0, -1));
  else {
    forms.push(word.slice(0, -1));
    if (word.endsWith('es')) forms.push(word.slice(0, -2));
  }
  return forms;
}

/** The other side of the Atlantic's spellings of a word, by rule (additions.ts links whole words). */
function spellings(word: string): string[] {
  const forms = [
    word.replace(/our(s|ful|ite|ites)?$/, 'or$1'), // colour, favourite
    word.replace(/([^o])or(s)?$/, '$1our$2'), // color (not door, floor)
    word.replace(/([bcdglmt])re(s)?$/, '$1er$2'), // centre, theatre, metre
    word.replace(/is(e|es|ed|ing|ation)$/, 'iz$1'), // organise
    word.replace(/ogue(s)?$/, 'og$1'), // catalogue
    word.replace(/yre(s)?$/, 'ire$1'), // tyre
  ];
  return forms.filter((form) => form !== word);
}

/** A phrase in each way its words may be joined: as written, with spaces, with hyphens. */
function joinings(phrase: string): string[] {
  return [phrase, phrase.replace(/-/g, ' '), phrase.replace(/ /g, '-')];
}

/** `phrase` with its last word replaced by each of `forms` of it. */
function withLastWord(phrase: string, forms: (word: string) => string[]): string[] {
  const cut = phrase.lastIndexOf(' ') + 1;
  const head = phrase.slice(0, cut);
  return forms(phrase.slice(cut)).map((form) => head + form);
}

/**
 * The keys to try for a normalised word, tier by tier: the first tier that finds anything answers. The word as
 * written and its singular share a tier ('cats' is a keyword of one cat emoji; 'cat' brings the rest).
 */
function tiers(word: string): string[][] {
  const written = joinings(word);
  const singular = written.flatMap((form) => withLastWord(form, singulars));
  const spelt = [...written, ...singular].flatMap((form) => withLastWord(form, spellings));
  const tiersOfWord = [[...written, ...singular], spelt];
  // Then the phrase less its first word, down to its last word: 'big red apple' → 'red apple' → 'apple'.
  const space = word.indexOf(' ');
  if (space >= 0) tiersOfWord.push(...tiers(word.slice(space + 1)));
  return tiersOfWord;
}

/** The emoji (Fluent Emoji flat names) that depict `word`, best first, at most `max`; none for a word it lacks. */
export function findPictures(word: string, index: PictureIndex, max = PICTURE_CANDIDATES): string[] {
  try {
    // No term is longer than a few words: the end of a long entry is all that can match, and looking at no more
    // keeps a pasted paragraph cheap.
    const normalised = normalisePictureWord(word).split(' ').slice(-MAX_WORDS).join(' ');
    if (normalised === '' || max <= 0) return [];
    for (const keys of tiers(normalised)) {
      const found = new Set<string>();
      for (const key of keys) {
        const positions = Object.hasOwn(index.terms, key) ? index.terms[key] : undefined;
        for (const position of positions ?? []) {
          const name = index.names[position];
          if (typeof name === 'string') found.add(name);
        }
      }
      if (found.size > 0) return [...found].slice(0, max);
    }
    return [];
  } catch {
    // A malformed index (a stale cache, a failed load) means no pictures, never a broken page.
    return [];
  }
}

/** The best emoji for `word`, or null when the dictionary has none. */
export function firstPicture(word: string, index: PictureIndex): string | null {
  return findPictures(word, index, 1)[0] ?? null;
}
