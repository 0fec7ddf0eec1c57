import { useId, useState } from 'react';
import { Group, Loader, Text, UnstyledButton } from '@mantine/core';
import type { WordPicture } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { pictureOf, type Candidates, type PictureChoices } from './picture-choices';
import { PicturePicker } from './picture-picker';
import classes from './word-pictures.module.css';

/** The side of a word's picture on its tile (CSS keeps it; width and height stop the row jumping as it loads). */
export const TILE_PICTURE_SIDE = 72;

export interface WordPicturesProps {
  /** The words as they will be saved (normalised), one tile each. */
  words: readonly string[];
  choices: PictureChoices;
  /** The dictionary, or null while it loads or when it failed. */
  candidates: Candidates | null;
  loading: boolean;
  failed: boolean;
  onChoose: (word: string, picture: WordPicture | null) => void;
}

interface TileProps {
  word: string;
  picture: WordPicture | null | undefined;
  onOpen: (word: string) => void;
}

/** One word's tile: its picture (or a dashed 'No picture', or a loader while the dictionary comes) over the word. */
function PictureTile({ word, picture, onOpen }: TileProps) {
  const { t } = useTranslation('wordlists');
  return (
    <li>
      <UnstyledButton
        className={classes.tile}
        onClick={() => onOpen(word)}
        aria-haspopup="dialog"
        aria-label={picture === null ? t('pictures.choose', { word }) : t('pictures.change', { word })}
      >
        {picture ? (
          <img
            src={picture.url}
            alt={word}
            width={TILE_PICTURE_SIDE}
            height={TILE_PICTURE_SIDE}
            loading="lazy"
            className={classes.picture}
          />
        ) : picture === null ? (
          <span className={classes.none}>{t('pictures.none')}</span>
        ) : (
          <span className={classes.none}>
            <Loader size="xs" />
          </span>
        )}
        <span className={classes.word}>{word}</span>
      </UnstyledButton>
    </li>
  );
}

/**
 * Under the words field: a tile per word with its picture, the dictionary's first candidate until she picks
 * another, one of her images or none in the picker. Shows nothing until she types a word.
 */
export function WordPictures({ words, choices, candidates, loading, failed, onChoose }: WordPicturesProps) {
  const { t } = useTranslation('wordlists');
  const [open, setOpen] = useState<string | null>(null);
  const headingId = useId();
  if (words.length === 0) return null;
  const current = open === null ? undefined : pictureOf(open, choices, candidates);

  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" mb={6}>
        <Text id={headingId} fw={700} size="md">
          {t('pictures.heading')}
        </Text>
        {loading && <Loader size="xs" aria-label={t('pictures.loading')} />}
      </Group>
      <Text size="sm" c="dimmed" mb={8}>
        {failed ? t('pictures.failed') : t('pictures.help')}
      </Text>
      <ul className={classes.tiles}>
        {words.map((word) => (
          <PictureTile key={word} word={word} picture={pictureOf(word, choices, candidates)} onOpen={setOpen} />
        ))}
      </ul>
      <PicturePicker
        word={open}
        current={current}
        candidates={open === null || !candidates ? null : candidates(open)}
        loading={loading}
        onChoose={(picture) => {
          if (open !== null) onChoose(open, picture);
          setOpen(null);
        }}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
