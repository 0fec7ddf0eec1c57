import { splitWords } from '@playwords/common';
import { ApiError, NetworkError } from '../../lib/api';
import { errorMessages, hasErrors, noResponseText, splitErrors, type FieldMessages } from '../../lib/form-errors';

export type WordlistField = 'theme' | 'words';

const FIELDS: readonly WordlistField[] = ['theme', 'words'];

/** The messages of a word-list form: under the theme, under the words, and the rest in a list. */
export interface WordlistFormErrors {
  fields: FieldMessages<WordlistField>;
  general: string[];
}

export const NO_ERRORS: WordlistFormErrors = { fields: {}, general: [] };

/** A failed create or edit: server field errors under their fields (core §5), no response as core §8 says. */
export function toFormErrors(error: unknown): WordlistFormErrors {
  if (error instanceof NetworkError) return { fields: {}, general: [noResponseText()] };
  if (error instanceof ApiError && hasErrors(error.body)) return splitErrors(error.body, FIELDS);
  return { fields: {}, general: errorMessages(error) };
}

const QUOTES: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ['“', '”'],
  ['「', '」'],
];

/**
 * A list's words as text to edit: entries joined by commas, a phrase (or anything the parser would split or
 * change) put in quotes, so saving the text unchanged gives the same entries back.
 */
export function editableWordsText(words: readonly string[]): string {
  return words
    .map((word) => {
      const parsed = splitWords(word);
      if (parsed.length === 1 && parsed[0] === word) return word;
      const quoted = QUOTES.map(([open, close]) => `${open}${word}${close}`).find((text) => {
        const again = splitWords(text);
        return again.length === 1 && again[0] === word;
      });
      return quoted ?? word;
    })
    .join(', ');
}

export function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, index) => word === b[index]);
}
