import {
  emojiPicturePath,
  emojiRef,
  imageRef,
  type ImageDto,
  type PictureRef,
  type WordlistDto,
  type WordPicture,
} from '@playwords/common';

/** What the picture dictionary offers a word: emoji names, best first (none for a word it does not know). */
export type Candidates = (word: string) => readonly string[];

/**
 * Her pictures, word by word: a picture, or null for 'No picture'. A word with no entry has not been decided: it
 * gets the dictionary's first candidate, as the server gives a word with no entry when it reads the list.
 */
export type PictureChoices = ReadonlyMap<string, WordPicture | null>;

export const NO_CHOICES: PictureChoices = new Map();

/** A dictionary emoji as a word's picture. */
export function emojiPicture(name: string): WordPicture {
  return { ref: emojiRef(name), url: emojiPicturePath(name) };
}

/** One of her images as a word's picture (its thumbnail is what the tile shows). */
export function imagePicture(image: Pick<ImageDto, 'id' | 'thumbnail'>): WordPicture {
  return { ref: imageRef(image.id), url: image.thumbnail };
}

/** A stored list's pictures as choices, so editing starts from what she chose before (an old answer has none). */
export function choicesOfList(list: Pick<WordlistDto, 'words'> & { pictures?: readonly (WordPicture | null)[] }) {
  const choices = new Map<string, WordPicture | null>();
  if (!list.pictures || list.pictures.length !== list.words.length) return choices;
  list.words.forEach((word, index) => choices.set(word, list.pictures![index] ?? null));
  return choices;
}

/**
 * The picture a word shows: her choice, else the dictionary's first candidate; undefined while the dictionary is
 * still loading (`candidates` null) and she has not chosen.
 */
export function pictureOf(
  word: string,
  choices: PictureChoices,
  candidates: Candidates | null,
): WordPicture | null | undefined {
  if (choices.has(word)) return choices.get(word) ?? null;
  if (!candidates) return undefined;
  const first = candidates(word)[0];
  return first === undefined ? null : emojiPicture(first);
}

/**
 * What a create or edit sends as `pictures`: one reference (or null) per saved word, in the words' order, so its
 * length is the normalised words' length. Undefined when a word's default is unknown (the dictionary could not be
 * loaded): the request then leaves `pictures` out and the server gives those words their defaults itself.
 */
export function pictureRefs(
  words: readonly string[],
  choices: PictureChoices,
  candidates: Candidates | null,
): (PictureRef | null)[] | undefined {
  const refs: (PictureRef | null)[] = [];
  for (const word of words) {
    const picture = pictureOf(word, choices, candidates);
    if (picture === undefined) return undefined;
    refs.push(picture?.ref ?? null);
  }
  return refs;
}

/** Whether two lists of references are the same (the edit dialog's 'nothing changed'). */
export function sameRefs(a: readonly (PictureRef | null)[], b: readonly (PictureRef | null)[]): boolean {
  return a.length === b.length && a.every((ref, index) => ref === b[index]);
}
