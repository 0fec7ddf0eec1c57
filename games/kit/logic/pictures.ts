// Each word's picture (issue 20): the list's `pictures` are URLs parallel to its `words`; games ask by the entry's
// text (`kit.words`, the deck's entries), so the pictures are keyed by that same normalised text.
import { normaliseText, type WordEntry } from './word-deck';

/** At most this many words get a picture loaded (a longer list plays its first 200 with pictures). */
export const MAX_WORD_PICTURES = 200;

/**
 * The list's `pictures` as the page gave them, checked: not an array → none; an entry that is not a non-empty string
 * → null; entries past the words are dropped (a shorter array leaves the last words without a picture).
 */
export function readPictureUrls(raw: unknown, words: readonly unknown[]): (string | null)[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.slice(0, words.length).map((url) => (typeof url === 'string' && url.trim() !== '' ? url : null));
}

/**
 * Each entry's picture URL by its text: `words[i]` normalised as the kit normalises entries, with `pictures[i]`; a
 * word listed twice keeps its first picture; at most `limit` pictures.
 */
export function pictureUrlsByText(
  words: readonly string[],
  pictures: readonly (string | null)[] | undefined,
  limit = MAX_WORD_PICTURES,
): Map<string, string> {
  const urls = new Map<string, string>();
  if (!pictures) return urls;
  const seen = new Set<string>();
  for (let i = 0; i < words.length && urls.size < limit; i++) {
    const text = normaliseText(words[i]!);
    if (seen.has(text)) continue;
    seen.add(text);
    const url = pictures[i];
    if (typeof url === 'string' && url !== '') urls.set(text, url);
  }
  return urls;
}

/** The prefix of the texture keys of words' pictures. */
export const WORD_PICTURE_KEY_PREFIX = 'word-picture:';

/**
 * The words' pictures, as games ask for them (`kit.pictures`): the texture key of an entry's picture once it has
 * loaded. A picture that failed (or is still on its way) is no picture: the game draws the word alone.
 */
export class WordPictures {
  private readonly keys = new Map<string, string>();
  private readonly urls: ReadonlyMap<string, string>;
  private readonly loaded = new Set<string>();

  constructor(urls: ReadonlyMap<string, string>) {
    this.urls = urls;
    let index = 0;
    for (const text of urls.keys()) this.keys.set(text, `${WORD_PICTURE_KEY_PREFIX}${index++}`);
  }

  /** Every picture to load: the entry's text, its texture key and its URL. */
  toLoad(): { text: string; key: string; url: string }[] {
    return [...this.urls].map(([text, url]) => ({ text, key: this.keys.get(text)!, url }));
  }

  /** Says that the picture of `text` is loaded under its key (the loader calls it). */
  markLoaded(text: string): void {
    if (this.keys.has(text)) this.loaded.add(text);
  }

  /** The texture key of a word's picture (an entry, or its text: 'ice cream'), or null when it has none loaded. */
  key(word: string | WordEntry): string | null {
    const text = typeof word === 'string' ? normaliseText(word) : word.text;
    return this.loaded.has(text) ? (this.keys.get(text) ?? null) : null;
  }

  /** The URL the list gives for a word's picture, loaded or not (browser tests check which picture a game got). */
  url(word: string | WordEntry): string | null {
    return this.urls.get(typeof word === 'string' ? normaliseText(word) : word.text) ?? null;
  }

  /** Whether a word has a picture to draw. */
  has(word: string | WordEntry): boolean {
    return this.key(word) !== null;
  }

  /** How many of the list's words have a picture loaded. */
  get count(): number {
    return this.loaded.size;
  }
}
