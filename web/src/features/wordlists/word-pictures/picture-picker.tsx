import '../../../components/form-styles';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useState } from 'react';
import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IMAGE_QUERY_MAX, IMAGE_TYPES, type ImageType, type WordPicture } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { LoadMore } from '../../../components/load-more';
import { useImageSearch, useMyImages } from '../../../lib/images';
import { flattenPages } from '../../../lib/paging';
import { emojiPicture, imagePicture } from './picture-choices';
import classes from './word-pictures.module.css';

/** The side of a choice's picture in the picker. */
const CHOICE_SIDE = 64;

/** Each kind of image's name in the picker (spelled out: the catalogue test finds every key in the code). */
const TYPE_KEYS = {
  characters: 'pictures.picker.types.characters',
  monsters: 'pictures.picker.types.monsters',
  backgrounds: 'pictures.picker.types.backgrounds',
  projectiles: 'pictures.picker.types.projectiles',
} as const satisfies Record<ImageType, string>;

interface SuggestionsProps {
  word: string;
  current: WordPicture | null | undefined;
  candidates: readonly string[] | null;
  loading: boolean;
  onChoose: (picture: WordPicture) => void;
}

/** The dictionary's candidates for the word, the one she has now marked pressed. */
function Suggestions({ word, current, candidates, loading, onChoose }: SuggestionsProps) {
  const { t } = useTranslation('wordlists');
  if (!candidates) {
    return loading ? (
      <Center py="lg">
        <Loader aria-label={t('pictures.loading')} />
      </Center>
    ) : (
      <Text>{t('pictures.failed')}</Text>
    );
  }
  if (candidates.length === 0) return <Text>{t('pictures.picker.noSuggestions')}</Text>;
  return (
    <div className={classes.choices}>
      {candidates.map((name, index) => {
        const picture = emojiPicture(name);
        return (
          <UnstyledButton
            key={name}
            className={classes.choice}
            aria-pressed={current?.ref === picture.ref}
            aria-label={t('pictures.picker.suggestion', { number: index + 1 })}
            onClick={() => onChoose(picture)}
          >
            <img src={picture.url} alt={word} width={CHOICE_SIDE} height={CHOICE_SIDE} className={classes.picture} />
          </UnstyledButton>
        );
      })}
    </div>
  );
}

interface MyImagesProps {
  current: WordPicture | null | undefined;
  onChoose: (picture: WordPicture) => void;
}

interface ImageSearchProps {
  onSearch: (query: string) => void;
}

/**
 * A search of her images' names and tags, on Enter or Search. Not a <form>: the dialog belongs to the word-list
 * form in React's tree, and a form inside a form is refused.
 */
function ImageSearch({ onSearch }: ImageSearchProps) {
  const { t } = useTranslation('wordlists');
  const [text, setText] = useState('');
  return (
    <Group role="search" align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        label={t('pictures.picker.search')}
        placeholder={t('pictures.picker.searchPlaceholder')}
        value={text}
        maxLength={IMAGE_QUERY_MAX}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onSearch(text.trim());
        }}
        size="md"
        style={{ flex: 1 }}
      />
      <Button size="md" onClick={() => onSearch(text.trim())}>
        {t('pictures.picker.searchButton')}
      </Button>
    </Group>
  );
}

/** Her own and favourite images (what My Images lists), a kind at a time, with a search of their names and tags. */
function MyImages({ current, onChoose }: MyImagesProps) {
  const { t } = useTranslation('wordlists');
  const [type, setType] = useState<ImageType>('characters');
  const [query, setQuery] = useState('');
  const mine = useMyImages(type);
  const search = useImageSearch(type, query, false);
  const shown = query === '' ? mine : search;
  const images = flattenPages(shown.data);

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('pictures.picker.kind')}
        value={type}
        onChange={(value) => setType(value as ImageType)}
        data={IMAGE_TYPES.map((value) => ({ value, label: t(TYPE_KEYS[value]) }))}
        fullWidth
        size="sm"
      />
      <ImageSearch onSearch={setQuery} />
      {images.length > 0 && (
        <div className={classes.choices}>
          {images.map((image) => {
            const picture = imagePicture(image);
            return (
              <UnstyledButton
                key={image.id}
                className={classes.choice}
                aria-pressed={current?.ref === picture.ref}
                onClick={() => onChoose(picture)}
              >
                <img
                  src={image.thumbnail}
                  alt=""
                  width={CHOICE_SIDE}
                  height={CHOICE_SIDE}
                  loading="lazy"
                  className={classes.picture}
                />
                <span className={classes.choiceName}>{image.name}</span>
              </UnstyledButton>
            );
          })}
        </div>
      )}
      {shown.isPending && shown.fetchStatus !== 'idle' ? (
        <Center py="lg">
          <Loader aria-label={t('pictures.picker.imagesLoading')} />
        </Center>
      ) : shown.isError && !shown.data ? (
        <LoadError
          message={t('pictures.picker.imagesFailed')}
          error={shown.error}
          onRetry={() => void shown.refetch()}
        />
      ) : (
        images.length === 0 && (
          <Text>{query === '' ? t('pictures.picker.noImages') : t('pictures.picker.nothingFound')}</Text>
        )
      )}
      <LoadMore query={shown} label={t('pictures.picker.loadMore')} />
    </Stack>
  );
}

export interface PicturePickerProps {
  /** The word whose picture she is choosing, or null when the picker is closed. */
  word: string | null;
  /** The word's picture now: none (null), or not known while the dictionary loads (undefined). */
  current: WordPicture | null | undefined;
  candidates: readonly string[] | null;
  /** The dictionary is still loading. */
  loading: boolean;
  /** A picture, or null for 'No picture'. */
  onChoose: (picture: WordPicture | null) => void;
  onClose: () => void;
}

/**
 * The picker of a word's picture: the dictionary's other candidates, her images, or none. A dialog (full screen on
 * a phone) whose buttons the keyboard reaches in order; Escape closes it unchanged.
 */
export function PicturePicker({ word, current, candidates, loading, onChoose, onClose }: PicturePickerProps) {
  const { t } = useTranslation('wordlists');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={word !== null}
      onClose={onClose}
      title={word === null ? '' : t('pictures.picker.title', { word })}
      centered
      radius="lg"
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('pictures.picker.close') }}
    >
      {word !== null && (
        <Stack gap="lg">
          <Tabs defaultValue="suggestions" keepMounted={false} variant="pills" radius="xl">
            <Tabs.List>
              <Tabs.Tab value="suggestions">{t('pictures.picker.suggestions')}</Tabs.Tab>
              <Tabs.Tab value="mine">{t('pictures.picker.myImages')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="suggestions" pt="md">
              <Suggestions
                word={word}
                current={current}
                candidates={candidates}
                loading={loading}
                onChoose={onChoose}
              />
            </Tabs.Panel>
            <Tabs.Panel value="mine" pt="md">
              <MyImages current={current} onChoose={onChoose} />
            </Tabs.Panel>
          </Tabs>
          <Group justify="space-between" gap="sm">
            <Button variant="light" color="red" onClick={() => onChoose(null)} aria-pressed={current === null}>
              {t('pictures.picker.remove')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('pictures.picker.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
