import type { WordPicture } from '@playwords/common';
import classes from './word-pictures.module.css';

/** How many pictures a card shows: a glance at the list, not the list again. */
const STRIP_MAX = 12;
const STRIP_SIDE = 28;

export interface PictureStripProps {
  words: readonly string[];
  /** Parallel to `words`; an answer from an older server may have none. */
  pictures: readonly (WordPicture | null)[] | undefined;
}

/** A word list card's row of small pictures, the first few words that have one. */
export function PictureStrip({ words, pictures }: PictureStripProps) {
  const shown = words
    .map((word, index) => ({ word, picture: pictures?.[index] ?? null }))
    .filter((entry): entry is { word: string; picture: WordPicture } => entry.picture !== null)
    .slice(0, STRIP_MAX);
  if (shown.length === 0) return null;
  return (
    <div className={classes.strip}>
      {shown.map(({ word, picture }) => (
        <img
          key={word}
          src={picture.url}
          alt={word}
          width={STRIP_SIDE}
          height={STRIP_SIDE}
          loading="lazy"
          className={classes.stripPicture}
        />
      ))}
    </div>
  );
}
