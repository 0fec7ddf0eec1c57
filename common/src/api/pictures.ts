// A word's picture (issue: a picture for every word). A list keeps at most one picture per entry, as a reference:
// `emoji:<name>` (a Fluent Emoji of the picture dictionary, served by the server at /pictures/<name>.png) or
// `image:<id>` (one of the images she may use: her own, a favourite, a public or an official one). No zod here:
// web pages and games import it.

/** The two kinds of picture a word can have. */
export type PictureKind = 'emoji' | 'image';

/** What a list stores and a PATCH sends for one word: `emoji:red-apple` or `image:42`. */
export type PictureRef = `emoji:${string}` | `image:${number}`;

/** A word's picture as the API answers it: the reference and a URL an `<img>` (or a game frame) can load. */
export interface WordPicture {
  ref: PictureRef;
  url: string;
}

/** The longest reference accepted (an emoji name is at most 60 characters). */
export const PICTURE_REF_MAX = 70;

/** An emoji name: lowercase letters, digits and hyphens, as Fluent Emoji names them. */
const EMOJI_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The parts of a reference, or null when it is not one (the server still checks the emoji or image exists). */
export function parsePictureRef(ref: string): { kind: 'emoji'; name: string } | { kind: 'image'; id: number } | null {
  if (ref.length > PICTURE_REF_MAX) return null;
  if (ref.startsWith('emoji:')) {
    const name = ref.slice('emoji:'.length);
    return EMOJI_NAME.test(name) && name.length <= 60 ? { kind: 'emoji', name } : null;
  }
  if (ref.startsWith('image:')) {
    const digits = ref.slice('image:'.length);
    if (!/^[1-9][0-9]{0,9}$/.test(digits)) return null;
    const id = Number(digits);
    return id <= 2_147_483_647 ? { kind: 'image', id } : null;
  }
  return null;
}

/** The reference of a dictionary emoji. */
export function emojiRef(name: string): PictureRef {
  return `emoji:${name}`;
}

/** The reference of an uploaded image. */
export function imageRef(id: number): PictureRef {
  return `image:${id}`;
}

/** The path the server serves a dictionary emoji at, as a PNG of `PICTURE_PNG_SIZE` pixels a side. */
export function emojiPicturePath(name: string): string {
  return `/pictures/${name}.png`;
}

/** The side of the PNG the server renders a dictionary emoji at: sharp enough for a projector and for print. */
export const PICTURE_PNG_SIZE = 256;

/** Texts about a word's picture that the API sends (a PATCH or POST with a bad `pictures`). */
export const PictureMessage = {
  notAList: 'Expected a list of pictures, one for each word (or null).',
  wrongLength: 'Give one picture (or null) for each word.',
  unknown: 'This picture does not exist or you cannot use it.',
} as const;
