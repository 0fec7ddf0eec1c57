import { GAME_DATA_ELEMENT_ID, type GameImage, type GameTemplateData } from '@playwords/common';
import type { ImageType } from '@playwords/common';
import { readClasses, readClassId } from './logic/class-play';
import { readPictureUrls } from './logic/pictures';

/**
 * The template data with the official pictures the server may add for fallbacks (`official`): a teacher's
 * picture that fails to load is replaced by the official one of its type, and that by a drawn shape.
 */
export type KitTemplateData = GameTemplateData & { official?: Partial<Record<ImageType, GameImage[]>> };

/** Where the data came from: the server's page, or the kit's sample (preview, tests). */
export interface TemplateDataResult {
  data: KitTemplateData;
  source: 'page' | 'sample';
}

/**
 * Reads the `<script type="application/json" id="playwords-data">` the server embedded. Missing or unreadable
 * data gives `null` (the caller uses the sample); a page always has it in production.
 */
export function readTemplateData(doc: Pick<Document, 'getElementById'>): KitTemplateData | null {
  const element = doc.getElementById(GAME_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<KitTemplateData>;
    if (data.version !== 1 || typeof data.game?.key !== 'string' || typeof data.images !== 'object') return null;
    return withCheckedClasses(withCheckedPictures(data as KitTemplateData));
  } catch {
    return null;
  }
}

/**
 * The list's word pictures checked (they only decorate, so a wrong one never costs the game): not an array → none, a
 * non-string → null, extras past the words dropped.
 */
export function withCheckedPictures(data: KitTemplateData): KitTemplateData {
  const list = data.wordlist;
  if (!list || !('pictures' in list)) return data;
  const { pictures: raw, ...rest } = list;
  const pictures = readPictureUrls(raw, Array.isArray(list.words) ? list.words : []);
  return { ...data, wordlist: pictures ? { ...rest, pictures } : rest };
}

/**
 * Her classes and the preselected one checked (kit/logic/class-play: a malformed class is left out, anything else
 * than a list is none; `class_id` stays only when it names one of them, else null). A page without classes (a game
 * without teams, a page embedded before them) has none.
 */
export function withCheckedClasses(data: KitTemplateData): KitTemplateData {
  const classes = readClasses(data.classes);
  return { ...data, classes, class_id: readClassId(data.class_id, classes) };
}
