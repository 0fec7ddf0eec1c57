import { z } from 'zod';
import { formBoolean } from './form-values';
import { parsePictureRef, PICTURE_REF_MAX, PictureMessage, type PictureRef } from './pictures';
import { WORDLIST_QUERY_MAX, WordlistMessage } from './wordlists';
import {
  characterCount,
  normaliseTheme,
  normaliseWords,
  splitWords,
  THEME_MAX_LENGTH,
  WORD_MAX_LENGTH,
  WORDLIST_MAX_WORDS,
} from '../rules/words';

/** More typed entries than this are refused before any work (repeats could still shrink them to 200). */
const RAW_ENTRIES_MAX = 1000;
/** The longest typed text accepted in place of a list (a form may post the words as one text). */
const WORDS_TEXT_MAX = 20_000;
/**
 * Typed text longer than this is refused before it is tidied (white space collapsed, NFKC): tidying can only
 * shrink ordinary text a little, so such text could never fit its limit anyway.
 */
const RAW_TEXT_MAX = 1000;

/**
 * `words`: a list of strings (or, from a plain form, one text that is split as the web form splits it), saved
 * normalised (core §5) within the limits of design/security.md. Optional fields answer undefined when absent.
 */
function wordsField(required: boolean) {
  return z.unknown().transform((value, ctx): string[] | undefined => {
    if (value === undefined && !required) return undefined;
    let entries: unknown = value ?? [];
    if (typeof entries === 'string') {
      if (entries.length > WORDS_TEXT_MAX) {
        ctx.addIssue({ code: 'custom', message: WordlistMessage.tooManyWords });
        return z.NEVER;
      }
      entries = splitWords(entries);
    }
    if (!Array.isArray(entries) || entries.some((e) => typeof e !== 'string')) {
      ctx.addIssue({ code: 'custom', message: 'Expected a list of words.' });
      return z.NEVER;
    }
    if (entries.length > RAW_ENTRIES_MAX) {
      ctx.addIssue({ code: 'custom', message: WordlistMessage.tooManyWords });
      return z.NEVER;
    }
    if ((entries as string[]).some((e) => e.length > RAW_TEXT_MAX)) {
      ctx.addIssue({ code: 'custom', message: WordlistMessage.wordTooLong });
      return z.NEVER;
    }
    const words = normaliseWords(entries as string[]);
    const problems: string[] = [];
    if (words.length === 0) problems.push(WordlistMessage.wordsRequired);
    if (words.length > WORDLIST_MAX_WORDS) problems.push(WordlistMessage.tooManyWords);
    if (words.some((w) => characterCount(w) > WORD_MAX_LENGTH)) problems.push(WordlistMessage.wordTooLong);
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
    return problems.length > 0 ? z.NEVER : words;
  });
}

/**
 * `pictures`: one picture reference (or null: no picture) per word, in the order of the words once normalised. Its
 * length is checked against those words by the server (a PATCH without words has the list's own). More items than
 * words could ever be typed, an item that is neither text nor null, or text that is no reference are refused
 * before any work; whether each emoji or image exists and may be used is the server's question.
 */
const picturesField = z.unknown().transform((value, ctx): (PictureRef | null)[] | undefined => {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((item) => item !== null && typeof item !== 'string')) {
    ctx.addIssue({ code: 'custom', message: PictureMessage.notAList });
    return z.NEVER;
  }
  if (value.length > RAW_ENTRIES_MAX) {
    ctx.addIssue({ code: 'custom', message: PictureMessage.wrongLength });
    return z.NEVER;
  }
  const items = value as (string | null)[];
  if (items.some((item) => item !== null && (item.length > PICTURE_REF_MAX || parsePictureRef(item) === null))) {
    ctx.addIssue({ code: 'custom', message: PictureMessage.unknown });
    return z.NEVER;
  }
  return items as (PictureRef | null)[];
});

/** `theme`: 1–100 characters once tidied; `blankMessage` when missing or blank (create and edit word it apart). */
function themeField(required: boolean, blankMessage: string) {
  return z.unknown().transform((value, ctx): string | undefined => {
    if (value === undefined && !required) return undefined;
    if (value !== undefined && value !== null && typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: 'Not a valid string.' });
      return z.NEVER;
    }
    if (typeof value === 'string' && value.length > RAW_TEXT_MAX) {
      ctx.addIssue({ code: 'custom', message: WordlistMessage.themeTooLong });
      return z.NEVER;
    }
    const theme = normaliseTheme(value ?? '');
    if (theme === '') {
      ctx.addIssue({ code: 'custom', message: blankMessage });
      return z.NEVER;
    }
    if (characterCount(theme) > THEME_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: WordlistMessage.themeTooLong });
      return z.NEVER;
    }
    return theme;
  });
}

/** `POST /api/wordlists/`: the form's 'Publish online for others to use' arrives inverted as `is_private`. */
export const wordlistCreateInput = z.object({
  theme: themeField(true, WordlistMessage.themeRequired),
  words: wordsField(true),
  is_private: z.preprocess((v) => (v === undefined || v === null ? true : v), formBoolean),
  pictures: picturesField.optional(),
});
export type WordlistCreateInput = z.input<typeof wordlistCreateInput>;

/** `PATCH /api/wordlists/{id}/`: theme, words and pictures, any of them; everything else is dropped. */
export const wordlistPatchInput = z.object({
  theme: themeField(false, WordlistMessage.themeBlank).optional(),
  words: wordsField(false).optional(),
  pictures: picturesField.optional(),
});
export type WordlistPatchInput = z.input<typeof wordlistPatchInput>;

/** `POST /api/wordlists/search/` (paging in the query string). A blank query matches every list searched. */
export const wordlistSearchInput = z.object({
  query: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: 'Not a valid string.' })
      .max(RAW_TEXT_MAX, WordlistMessage.queryTooLong)
      .transform((q) => q.normalize('NFKC').replace(/\s+/gu, ' ').trim())
      .pipe(z.string().max(WORDLIST_QUERY_MAX, WordlistMessage.queryTooLong)),
  ),
  public: z.preprocess((v) => (v === undefined || v === null ? false : v), formBoolean),
});
export type WordlistSearchInput = z.input<typeof wordlistSearchInput>;
