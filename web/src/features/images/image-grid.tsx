import type { ReactNode } from 'react';
import { Center, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ImageDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../components/load-more';
import { ErrorList } from '../../components/error-messages';
import { LoadError } from '../../components/load-error';
import { errorMessages } from '../../lib/form-errors';
import { type ImagePages } from '../../lib/images';
import { flattenPages } from '../../lib/paging';
import classes from './images.module.css';

/** The parts of an infinite image query the grid reads. */
export interface ImagesQuery {
  data: ImagePages | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** Thumbnails show at this size; width and height are set so the grid does not jump as they load. */
export const TILE_IMAGE_SIDE = 128;

export interface ImageTileProps {
  image: ImageDto;
  favourite: boolean;
  onOpen: (image: ImageDto) => void;
}

/** One image: its thumbnail and name, a heart when it is one of her favourites; opens the detail dialog. */
export function ImageTile({ image, favourite, onOpen }: ImageTileProps) {
  const { t } = useTranslation('images');
  return (
    <UnstyledButton
      className={classes.tile}
      onClick={() => onOpen(image)}
      aria-label={favourite ? t('grid.favouriteLabel', { name: image.name }) : image.name}
      data-favourite={favourite || undefined}
    >
      <img
        src={image.thumbnail}
        alt=""
        width={TILE_IMAGE_SIDE}
        height={TILE_IMAGE_SIDE}
        loading="lazy"
        className={classes.thumb}
      />
      <span className={classes.tileName}>{image.name}</span>
      {favourite && (
        <span className={classes.heart} aria-hidden="true">
          ♥
        </span>
      )}
    </UnstyledButton>
  );
}

export interface ImageGridProps {
  query: ImagesQuery;
  /** What the images are, for the loading and error texts ('characters', 角色). */
  noun: string;
  /** Shown when there is nothing to show. */
  emptyText: string;
  favourites: readonly number[];
  onOpen: (image: ImageDto) => void;
  /** The 'Add A New …' tile, first in the grid (paid plans only). */
  addTile?: ReactNode;
}

/** Images in a grid, 50 at a time: Load More shows while fewer are loaded than the count (core §9). */
export function ImageGrid({ query, noun, emptyText, favourites, onOpen, addTile }: ImageGridProps) {
  const images = flattenPages(query.data);
  const failed = query.isError && !query.data;
  const { t } = useTranslation('images');
  // The tile stays the same element while the list loads, so a click on it is never lost to a re-render.
  return (
    <Stack gap="lg">
      {(images.length > 0 || addTile) && (
        <div className={classes.grid}>
          {addTile}
          {images.map((image) => (
            <ImageTile key={image.id} image={image} favourite={favourites.includes(image.id)} onOpen={onOpen} />
          ))}
        </div>
      )}
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('grid.loading', { lower: noun })} />
        </Center>
      ) : failed ? (
        <LoadError
          message={t('grid.loadFailed', { lower: noun })}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        images.length === 0 && (
          <Text size="lg" className={classes.empty}>
            {emptyText}
          </Text>
        )
      )}
      <LoadMore query={query} label={t('grid.loadMore')} />
      {query.isError && !failed && <ErrorList messages={errorMessages(query.error)} />}
    </Stack>
  );
}
