import { z } from 'zod';
import { formBoolean } from './form-values';
import { tooLongMessage } from './messages';
import {
  IMAGE_COLOURS,
  IMAGE_MAX_POWERS,
  IMAGE_MAX_TAGS,
  IMAGE_NAME_MAX,
  IMAGE_QUERY_MAX,
  IMAGE_TAG_MAX,
  ImageMessage,
  isValidImageName,
  type ImageColour,
} from './images';
import { characterCount, normaliseTheme, normaliseWords } from '../rules/words';

/** More typed entries than this (tags or powers) are refused before any work. */
const RAW_ENTRIES_MAX = 200;
/** Typed text longer than this is refused before it is tidied: it could never fit its limit anyway. */
const RAW_TEXT_MAX = 1000;
const COLOUR_CODES = new Set<string>(IMAGE_COLOURS.map(([, code]) => code));

/** A list sent as a JSON array or, from a form, as one comma-joined text (core §5, §7). */
function entriesOf(value: unknown): string[] | null {
  if (typeof value === 'number') return [String(value)];
  if (typeof value === 'string') return value.split(/[,，、]/u);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.map(String);
  }
  return null;
}

/** `name`: letters, numbers and spaces of any script, 1–50 characters once tidied (core §5). */
function nameField(required: boolean) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | undefined => {
      if (value === undefined && !required) return undefined;
      if (value !== undefined && value !== null && typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', message: 'Not a valid string.' });
        return z.NEVER;
      }
      if (typeof value === 'string' && value.length > RAW_TEXT_MAX) {
        ctx.addIssue({ code: 'custom', message: ImageMessage.nameTooLong });
        return z.NEVER;
      }
      const name = normaliseTheme(value ?? '');
      const problem =
        name === ''
          ? required
            ? ImageMessage.nameRequired
            : ImageMessage.nameBlank
          : !isValidImageName(name)
            ? ImageMessage.nameCharacters
            : characterCount(name) > IMAGE_NAME_MAX
              ? ImageMessage.nameTooLong
              : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return name;
    });
}

/** `color`: one of the 13 codes of core §3 (characters only; the server ignores it for other types). */
const colourField = z
  .unknown()
  .optional()
  .transform((value, ctx): ImageColour | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || !COLOUR_CODES.has(value.trim().toLowerCase())) {
      ctx.addIssue({ code: 'custom', message: ImageMessage.badColour });
      return z.NEVER;
    }
    return value.trim().toLowerCase() as ImageColour;
  });

/** `power`: up to 5 projectile ids, comma-joined or a list; empty means none (a game then picks one at random). */
const powerField = z
  .unknown()
  .optional()
  .transform((value, ctx): number[] | undefined => {
    if (value === undefined) return undefined;
    const entries = value === null ? [] : entriesOf(value);
    if (entries === null || entries.length > RAW_ENTRIES_MAX) {
      ctx.addIssue({ code: 'custom', message: ImageMessage.badPower });
      return z.NEVER;
    }
    const texts = entries.map((e) => e.trim()).filter((e) => e !== '');
    if (texts.some((e) => !/^\d{1,9}$/.test(e))) {
      ctx.addIssue({ code: 'custom', message: ImageMessage.badPower });
      return z.NEVER;
    }
    const ids = [...new Set(texts.map(Number))];
    if (ids.length > IMAGE_MAX_POWERS) {
      ctx.addIssue({ code: 'custom', message: ImageMessage.tooManyPowers });
      return z.NEVER;
    }
    return ids;
  });

/** `tags`: comma-joined or a list; each tidied and lowercased, repeats dropped (core §5); 20 of 50 characters. */
const tagsField = z
  .unknown()
  .optional()
  .transform((value, ctx): string[] | undefined => {
    if (value === undefined) return undefined;
    const entries = value === null ? [] : entriesOf(value);
    if (entries === null || entries.length > RAW_ENTRIES_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: entries === null ? 'Expected a list of tags.' : ImageMessage.tooManyTags,
      });
      return z.NEVER;
    }
    if (entries.some((e) => e.length > RAW_TEXT_MAX)) {
      ctx.addIssue({ code: 'custom', message: ImageMessage.tagTooLong });
      return z.NEVER;
    }
    const tags = normaliseWords(entries);
    const problems: string[] = [];
    if (tags.length > IMAGE_MAX_TAGS) problems.push(ImageMessage.tooManyTags);
    if (tags.some((t) => characterCount(t) > IMAGE_TAG_MAX)) problems.push(ImageMessage.tagTooLong);
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
    return problems.length > 0 ? z.NEVER : tags;
  });

/**
 * The text fields of `POST /api/images/{type}/` (multipart; the file `image` is checked by the server's upload
 * pipeline). A new image is private unless `is_private` says otherwise.
 */
export const imageCreateInput = z.object({
  name: nameField(true),
  color: colourField,
  power: powerField,
  tags: tagsField,
  is_private: z.preprocess((v) => (v === undefined || v === null || v === '' ? true : v), formBoolean),
});
export type ImageCreateInput = z.input<typeof imageCreateInput>;

/** `PATCH /api/images/{type}/{id}/`: `is_private` alone (the publish toggle), or any of name, color, power, tags. */
export const imagePatchInput = z.object({
  name: nameField(false),
  color: colourField,
  power: powerField,
  tags: tagsField,
  is_private: z.preprocess((v) => (v === null || v === '' ? undefined : v), formBoolean.optional()),
});
export type ImagePatchInput = z.input<typeof imagePatchInput>;

/** `POST /api/images/{type}/search/` (paging in the query string): own images, or everyone's public ones. */
export const imageSearchInput = z.object({
  query: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: 'Not a valid string.' })
      .max(RAW_TEXT_MAX, tooLongMessage(IMAGE_QUERY_MAX))
      .transform((q) => q.normalize('NFKC').replace(/\s+/gu, ' ').trim())
      .pipe(z.string().max(IMAGE_QUERY_MAX, tooLongMessage(IMAGE_QUERY_MAX))),
  ),
  public: z.preprocess((v) => (v === undefined || v === null ? false : v), formBoolean),
});
export type ImageSearchInput = z.input<typeof imageSearchInput>;
