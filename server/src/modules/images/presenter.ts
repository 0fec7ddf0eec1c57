import type { GameImage, ImageDto } from '@playwords/common';
import { MEDIA_PATH } from '../../platform/storage';
import type { ImageView } from './repository';

/** Turns a storage key into the URL a browser loads (the configured storage's; the local folder's by default). */
export type MediaUrl = (key: string) => string;

let mediaUrl: MediaUrl = (key) => `${MEDIA_PATH}${key}`;

/**
 * Makes image URLs point at this storage. app.ts calls it once with the app's storage; functions that take no
 * storage (listGameImages, which the games module calls with a database alone) read URLs through it.
 */
export function useMediaUrls(url: MediaUrl): void {
  mediaUrl = url;
}

/** The URL a browser loads a stored picture from (this storage's). */
export function mediaUrlOf(key: string): string {
  return mediaUrl(key);
}

/** Shapes an image as the API's image object (core §3). Names and tags go out as JSON text, never markup. */
export function presentImage({ image, author, powers }: ImageView): ImageDto {
  return {
    id: image.id,
    type: image.type,
    name: image.name,
    image: mediaUrl(image.imageKey),
    thumbnail: mediaUrl(image.thumbnailKey),
    color: image.type === 'characters' ? image.color : null,
    power: powers.map((p) => ({
      id: p.id,
      name: p.name,
      image: mediaUrl(p.imageKey),
      thumbnail: mediaUrl(p.thumbnailKey),
    })),
    tags: image.tags,
    is_private: image.isPrivate,
    is_banned: image.isBanned,
    likes: image.likes,
    created_on: image.createdOn.toISOString(),
    created_by: { id: author.id, username: author.username, display_name: author.displayName },
  };
}

/** Shapes an image as a game draws it (common/src/api/game-protocol.ts). */
export function presentGameImage({ image, powers }: ImageView): GameImage {
  return {
    id: image.id,
    name: image.name,
    image: mediaUrl(image.imageKey),
    color: image.type === 'characters' ? image.color : null,
    power: powers.map((p) => ({ id: p.id, name: p.name, image: mediaUrl(p.imageKey) })),
  };
}
