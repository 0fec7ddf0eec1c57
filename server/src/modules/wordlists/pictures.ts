// A list's pictures (issue 20: a picture for every word). A list stores only what the teacher changed: a map from
// a word (as stored in `words`) to a reference, or to null when she removed its picture. Every other word shows the
// picture dictionary's first candidate, so old lists, old clients and the starter lists get pictures with nothing
// stored, and a better dictionary improves every word she left alone.
import {
  emojiPicturePath,
  parsePictureRef,
  PictureMessage,
  type PictureRef,
  type WordPicture,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { ValidationError } from '../../platform/http-errors';
import { mayUseWordImage, wordImagesByIds, type WordImage } from '../images/service';
import { defaultPictureOf, isPictureEmoji } from '../pictures/service';

/** What a list stores: a word → the picture she chose for it, or null (she removed it). */
export type WordPictures = Record<string, PictureRef | null>;

const refused = () => new ValidationError({ pictures: [PictureMessage.unknown] });

/** The default picture of a word as a reference, or null when the dictionary has none. */
function defaultRefOf(word: string): PictureRef | null {
  const name = defaultPictureOf(word);
  return name === null ? null : `emoji:${name}`;
}

/**
 * The map to store for `words` and the pictures sent with them (parallel to the words): each checked first (an
 * emoji the dictionary has; an image the list's owner may use: her own or a public one, official ones included),
 * so a refused picture writes nothing. A picture that is the word's default is not stored.
 */
export async function picturesToStore(
  db: Db,
  ownerId: number,
  words: readonly string[],
  pictures: readonly (PictureRef | null)[],
): Promise<WordPictures> {
  if (pictures.length !== words.length) throw new ValidationError({ pictures: [PictureMessage.wrongLength] });
  const imageIds: number[] = [];
  for (const ref of pictures) {
    const parsed = ref === null ? null : parsePictureRef(ref);
    if (ref !== null && parsed === null) throw refused();
    if (parsed?.kind === 'emoji' && !isPictureEmoji(parsed.name)) throw refused();
    if (parsed?.kind === 'image') imageIds.push(parsed.id);
  }
  if (imageIds.length > 0) {
    const found = await wordImagesByIds(db, imageIds);
    for (const id of imageIds) {
      const image = found.get(id);
      if (!image || !mayUseWordImage({ id: ownerId }, image)) throw refused();
    }
  }
  const stored: WordPictures = {};
  words.forEach((word, i) => {
    const ref = pictures[i] ?? null;
    if (ref !== defaultRefOf(word)) stored[word] = ref;
  });
  return stored;
}

/** The entries of the words still in the list (a change of words alone keeps the pictures of those that stay). */
export function picturesKeptFor(stored: WordPictures, words: readonly string[]): WordPictures {
  const kept: WordPictures = {};
  for (const word of words) if (Object.hasOwn(stored, word)) kept[word] = stored[word]!;
  return kept;
}

/** Whether two stored maps say the same for these words. */
export function samePictures(a: WordPictures, b: WordPictures, words: readonly string[]): boolean {
  return words.every(
    (word) => (Object.hasOwn(a, word) ? a[word] : undefined) === (Object.hasOwn(b, word) ? b[word] : undefined),
  );
}

/** A list as its pictures are read: its owner, words and stored map. */
export interface PicturedList {
  ownerId: number;
  words: readonly string[];
  wordPictures: WordPictures;
}

/** The reference each word shows: hers, else the dictionary's default; null for none. */
function refsOf(list: PicturedList): (PictureRef | null)[] {
  const stored = list.wordPictures ?? {};
  return list.words.map((word) => (Object.hasOwn(stored, word) ? stored[word]! : defaultRefOf(word)));
}

/**
 * Each list's pictures as `viewerId` sees them, parallel to its words, with the URL each loads from:
 * `/pictures/<name>.png` for an emoji, the stored file's URL for an image. An image shows only while the viewer may
 * see it and the list's owner may use it: a public one (official ones included), or the owner's private one to the
 * owner alone, so a private upload never reaches other teachers through a public list. Any other image, or one
 * that is gone, shows no picture. One query for the images of every list given (a page).
 */
export async function resolvePictures(
  db: Db,
  lists: readonly PicturedList[],
  viewerId: number,
): Promise<(WordPicture | null)[][]> {
  const refs = lists.map(refsOf);
  const imageIds = refs.flat().flatMap((ref) => {
    const parsed = ref === null ? null : parsePictureRef(ref);
    return parsed?.kind === 'image' ? [parsed.id] : [];
  });
  const images: Map<number, WordImage> = imageIds.length > 0 ? await wordImagesByIds(db, imageIds) : new Map();
  return refs.map((listRefs, i) =>
    listRefs.map((ref): WordPicture | null => {
      const parsed = ref === null ? null : parsePictureRef(ref);
      if (ref === null || parsed === null) return null;
      if (parsed.kind === 'emoji')
        return isPictureEmoji(parsed.name) ? { ref, url: emojiPicturePath(parsed.name) } : null;
      const image = images.get(parsed.id);
      const { ownerId } = lists[i]!;
      const shown = image && mayUseWordImage({ id: ownerId }, image) && mayUseWordImage({ id: viewerId }, image);
      return shown ? { ref, url: image.url } : null;
    }),
  );
}
