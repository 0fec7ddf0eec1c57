import { usernameKey } from '@playwords/common';
import unhomoglyph from 'unhomoglyph';

/** Invisible characters: TS #39's skeleton drops them (the username rules refuse them anyway). */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/**
 * A dot above on a letter that already has one (i, j, Cyrillic і…) adds nothing visible: it is what lower-casing
 * `İ` gives (`i` + U+0307), so `ADMİN` must meet `admin`.
 */
const DOT_ABOVE_ON_SOFT_DOTTED = /(\p{Soft_Dotted})\u0307/gu;

/**
 * The confusable skeleton two usernames are compared by: TS #39's skeleton (NFD, invisible characters dropped,
 * each character replaced by its prototype from Unicode's confusables.txt, NFD again) of the case-folded login key,
 * lower-cased again because some prototypes are capitals (`0` → `O`). Equal skeletons: the names look alike, e.g.
 * `аdmin` (Cyrillic а), `admın`, `ADMİN`, `adrnin` and `admin`. Only ever compared, never shown.
 */
export function usernameSkeleton(username: string): string {
  const folded = usernameKey(username)
    .normalize('NFD')
    .replace(DEFAULT_IGNORABLE, '')
    .replace(DOT_ABOVE_ON_SOFT_DOTTED, '$1');
  return unhomoglyph(folded).normalize('NFD').toLowerCase();
}
