import { GAME_DATA_ELEMENT_ID, type GameTemplateData } from '@playwords/common';
import type { PrintableList } from '../../lib/printables';

/**
 * The list a game page carries (the template data the server embedded in its HTML: theme, words and each word's
 * picture URL), for the printables dialog the game's title opens; null for a list-free game or unreadable data.
 */
export function templateWordlist(html: string): PrintableList | null {
  const element = new DOMParser().parseFromString(html, 'text/html').getElementById(GAME_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const { wordlist } = JSON.parse(element.textContent) as Partial<GameTemplateData>;
    if (!wordlist || typeof wordlist.theme !== 'string' || !Array.isArray(wordlist.words)) return null;
    const words: unknown[] = wordlist.words;
    if (!words.every((word) => typeof word === 'string')) return null;
    // Pictures are optional in the data (a page embedded before lists had them).
    const { pictures } = wordlist as { pictures?: unknown };
    const urls: unknown[] = Array.isArray(pictures) ? pictures : [];
    return {
      theme: wordlist.theme,
      words: words as string[],
      pictures: words.map((_, i) => (typeof urls[i] === 'string' ? urls[i] : null)),
    };
  } catch {
    return null;
  }
}
