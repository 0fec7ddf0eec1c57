// Images and request keys for this feature's tests (only tests import this file).
import type { ImageDto, ImagePage, ImageType } from '@playwords/common';
import { jsonResponse, type MockHandler } from '../../test/fetch-mock';

/** The request keys of the image calls, as mockFetch spells them. */
export const IMG = {
  mine: (type: ImageType, offset = 0) => `GET /api/images/${type}/mine/?limit=50&offset=${offset}`,
  public: (type: ImageType, offset = 0) => `GET /api/images/${type}/?limit=50&offset=${offset}`,
  search: (type: ImageType, offset = 0) => `POST /api/images/${type}/search/?limit=50&offset=${offset}`,
  create: (type: ImageType) => `POST /api/images/${type}/`,
  patch: (type: ImageType, id: number) => `PATCH /api/images/${type}/${id}/`,
  remove: (type: ImageType, id: number) => `DELETE /api/images/${type}/${id}/`,
  favourite: (type: ImageType, id: number) => `POST /api/images/${type}/${id}/favourite/`,
  unfavourite: (type: ImageType, id: number) => `POST /api/images/${type}/${id}/unfavourite/`,
  thumbnail: (type: ImageType, id: number) => `PATCH /api/images/${type}/${id}/reload_thumbnail/`,
} as const;

export const ME_AUTHOR = { id: 7, username: 'miss_lee', display_name: 'Miss Lee' };
export const OFFICIAL_AUTHOR = { id: 21, username: 'playwords', display_name: '' };

export function makeImage(overrides: Partial<ImageDto> = {}): ImageDto {
  const type = overrides.type ?? 'characters';
  const id = overrides.id ?? 1;
  return {
    id,
    type,
    name: `Image ${id}`,
    image: `/media/images/${type}-${id}.png`,
    thumbnail: `/media/thumbnails/${type}-${id}.png`,
    color: type === 'characters' ? 'ran' : null,
    power: [],
    tags: [],
    is_private: true,
    is_banned: false,
    likes: 0,
    created_on: '2024-03-01T10:00:00.000Z',
    created_by: ME_AUTHOR,
    ...overrides,
  };
}

export function imagePage(results: ImageDto[], count = results.length): ImagePage {
  return { count, next: null, previous: null, results };
}

export function answerImages(results: ImageDto[], count?: number): MockHandler {
  return () => jsonResponse(200, imagePage(results, count));
}

export function manyImages(n: number, firstId = 1, overrides: Partial<ImageDto> = {}): ImageDto[] {
  return Array.from({ length: n }, (_, i) => makeImage({ id: firstId + i, name: `Pic ${firstId + i}`, ...overrides }));
}

/** Empty answers for every list call of every type, so a page can open any tab; pass what a test needs on top. */
export function emptyImageLists(): Record<string, MockHandler> {
  const handlers: Record<string, MockHandler> = {};
  for (const type of ['characters', 'monsters', 'backgrounds', 'projectiles'] as const) {
    handlers[IMG.mine(type)] = answerImages([]);
    handlers[IMG.public(type)] = answerImages([]);
  }
  return handlers;
}
