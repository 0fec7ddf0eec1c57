/**
 * Word-list text (core §5): what a teacher types is split live into entries; on submit the entries are lowercased
 * and de-duplicated. The web form, the server and the tag fields of images all use these functions.
 */

/** Limits of design/security.md. */
export const WORDLIST_MAX_WORDS = 200;
export const WORD_MAX_LENGTH = 50;
export const THEME_MAX_LENGTH = 100;

/**
 * Characters that end an entry: white space of every script (including the ideographic space U+3000), commas,
 * full stops and semicolons, and their Asian and other-script forms.
 */
const SEPARATORS = new Set([
  ',',
  '.',
  ';',
  '、', // ideographic comma U+3001
  '。', // ideographic full stop U+3002
  '，', // fullwidth comma U+FF0C
  '．', // fullwidth full stop U+FF0E
  '；', // fullwidth semicolon U+FF1B
  '､', // halfwidth ideographic comma U+FF64
  '｡', // halfwidth ideographic full stop U+FF61
  '﹐', // small comma U+FE50
  '﹑', // small ideographic comma U+FE51
  '﹒', // small full stop U+FE52
  '﹔', // small semicolon U+FE54
  '،', // Arabic comma U+060C
  '؛', // Arabic semicolon U+061B
  '۔', // Arabic full stop U+06D4
  '।', // Devanagari danda U+0964
  '॥', // Devanagari double danda U+0965
  '։', // Armenian full stop U+0589
  '፣', // Ethiopic comma U+1363
  '፤', // Ethiopic semicolon U+1364
  '።', // Ethiopic full stop U+1362
  '၊', // Myanmar little section U+104A
  '။', // Myanmar section U+104B
  '\u200b', // zero-width space (word breaks in Thai, Khmer…)
]);

const WHITE_SPACE = /\s/u;

/** Opening quote → its closing quote. Straight quotes close themselves. */
const QUOTE_PAIRS: Record<string, string> = {
  '"': '"',
  "'": "'",
  '“': '”',
  '‘': '’',
  '「': '」',
  '『': '』',
  '«': '»',
  '＂': '＂', // fullwidth quotation mark U+FF02
  '＇': '＇', // fullwidth apostrophe U+FF07
};

/** Openers that are also apostrophes inside words (don't, it＇s): they never end a word they stand in. */
const APOSTROPHES = new Set(["'", '＇']);

const QUOTE_CHARS = new Set([...Object.keys(QUOTE_PAIRS), ...Object.values(QUOTE_PAIRS), '’']);

function isSeparator(char: string): boolean {
  return SEPARATORS.has(char) || WHITE_SPACE.test(char);
}

/**
 * Where quotes close, for a text: for an opening quote at `open`, the first matching closing quote after it that is
 * followed by the end, a separator or another opening quote (so the apostrophe of "'don't stop'" does not close
 * it); -1 when it is not closed (yet). Computed once per closing character, so splitting stays linear.
 */
function closeFinder(chars: string[]): (open: number) => number {
  const tables = new Map<string, Int32Array>();
  const table = (closer: string) => {
    let next = tables.get(closer);
    if (!next) {
      next = new Int32Array(chars.length + 1).fill(-1);
      for (let k = chars.length - 1; k >= 0; k--) {
        const after = chars[k + 1];
        const valid = chars[k] === closer && (after === undefined || isSeparator(after) || after in QUOTE_PAIRS);
        next[k] = valid ? k : next[k + 1]!;
      }
      tables.set(closer, next);
    }
    return next;
  };
  return (open) => table(QUOTE_PAIRS[chars[open]!]!)[open + 1]!;
}

/** Trims and turns every run of white space (of any script) into one ordinary space. */
function tidySpaces(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** A word without the stray quotes around it ("hello → hello); apostrophes inside stay. */
function stripQuotes(word: string): string {
  const chars = Array.from(word);
  let start = 0;
  let end = chars.length;
  while (start < end && QUOTE_CHARS.has(chars[start]!)) start++;
  while (end > start && QUOTE_CHARS.has(chars[end - 1]!)) end--;
  return chars.slice(start, end).join('');
}

/**
 * Splits typed text into entries, live (core §5): on white space, commas, full stops and semicolons of every
 * script; a phrase in quotes ("…", '…', “…”, ‘…’, 「…」, 『…』, «…») stays one entry, white space inside it
 * tidied. A quote that is not closed (yet) groups nothing: its words count one by one until it is. Case and
 * repeats are kept; `normaliseWords` does that on submit.
 */
export function splitWords(text: string): string[] {
  const chars = Array.from(text);
  const findClose = closeFinder(chars);
  const entries: string[] = [];
  let i = 0;
  while (i < chars.length) {
    const char = chars[i]!;
    if (isSeparator(char)) {
      i++;
      continue;
    }
    if (char in QUOTE_PAIRS) {
      const close = findClose(i);
      if (close !== -1) {
        const phrase = tidySpaces(chars.slice(i + 1, close).join(''));
        if (phrase !== '') entries.push(phrase);
        i = close + 1;
        continue;
      }
    }
    // A word runs to the next separator, or to a quote (not an apostrophe) that opens a closed phrase.
    let j = i + 1;
    while (j < chars.length) {
      const c = chars[j]!;
      if (isSeparator(c)) break;
      if (c in QUOTE_PAIRS && !APOSTROPHES.has(c) && findClose(j) !== -1) break;
      j++;
    }
    const word = stripQuotes(chars.slice(i, j).join(''));
    if (word !== '') entries.push(word);
    i = j;
  }
  return entries;
}

/**
 * What is saved (core §5): each entry NFKC-normalised (fullwidth letters become ordinary ones), white space
 * tidied, lowercased; empty entries dropped; repeats removed, keeping the first in its place.
 */
export function normaliseWords(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const entry of entries) {
    const word = tidySpaces(entry.normalize('NFKC')).toLowerCase();
    if (word === '' || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  return words;
}

/** Splits and normalises in one go: the entries a typed text saves as. */
export function parseWordsText(text: string): string[] {
  return normaliseWords(splitWords(text));
}

/** Length in characters as a person counts them (code points, so 猫 and 🐈 are one each). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** '1 word', '3 words', '0 words'. */
export function formatWordCount(count: number): string {
  return `${count} ${count === 1 ? 'word' : 'words'}`;
}

/** A theme as saved: NFKC-normalised and tidied, case kept. */
export function normaliseTheme(theme: string): string {
  return tidySpaces(theme.normalize('NFKC'));
}
