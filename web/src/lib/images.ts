import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_POWERS,
  IMAGE_MAX_SIDE,
  IMAGE_MAX_TAGS,
  IMAGE_NAME_MAX,
  IMAGE_TAG_MAX,
  isValidImageName,
  normaliseWords,
  splitWords,
  TYPES_WITH_POWERS,
  characterCount,
  type ImageColour,
  type ImageDto,
  type ImagePage,
  type ImageType,
  type ReviewRequestDto,
  type UserDto,
} from '@playwords/common';
import { api } from './api';
import { i18n } from './i18n';
import { nextOffset } from './paging';

export type { ImageDto, ImagePage, ImageType };

export type ImagePages = InfiniteData<ImagePage>;

/**
 * Cache keys. Every image query starts with ['images', type], so a change to one image (an edit, a publish, a
 * like) can be written into every list of its type at once; ids are only unique within a type.
 */
export const imageKeys = {
  all: ['images'] as const,
  type: (type: ImageType) => ['images', type] as const,
  mine: (type: ImageType) => ['images', type, 'mine'] as const,
  public: (type: ImageType) => ['images', type, 'public'] as const,
  search: (type: ImageType, scope: 'mine' | 'public', query: string) =>
    ['images', type, 'search', scope, query] as const,
};

const typePath = (type: ImageType) => `/images/${type}/`;
const imagePath = (type: ImageType, id: number) => `/images/${type}/${id}/`;
const paging = (offset: number) => `limit=${DEFAULT_PAGE_SIZE}&offset=${offset}`;

// ---------------------------------------------------------------------------------------------------------------
// Calls (core §7, api-contract.md § Images)

/** Everyone's published images of a type, 50 at a time. */
export function fetchPublicImages(type: ImageType, offset: number, signal?: AbortSignal): Promise<ImagePage> {
  return api.get<ImagePage>(`${typePath(type)}?${paging(offset)}`, { signal });
}

/** The user's own images of a type, 50 at a time. */
export function fetchMyImages(type: ImageType, offset: number, signal?: AbortSignal): Promise<ImagePage> {
  return api.get<ImagePage>(`${typePath(type)}mine/?${paging(offset)}`, { signal });
}

/** Searches names and tags of her own images (`isPublic` false) or of the published ones (true). */
export function searchImages(
  type: ImageType,
  query: string,
  isPublic: boolean,
  offset: number,
  signal?: AbortSignal,
): Promise<ImagePage> {
  return api.post<ImagePage>(`${typePath(type)}search/?${paging(offset)}`, { query, public: isPublic }, { signal });
}

/** What the create dialog sends (core §7): the picture already scaled and converted to PNG. */
export interface NewImage {
  name: string;
  image: Blob;
  /** Projectile ids, oldest choice first (characters and monsters only). */
  power: number[];
  /** Characters only. */
  color: ImageColour;
  tags: string[];
  is_private: boolean;
}

/** The fields of an edit (core §7: multipart color, power, name, tags). */
export interface ImageChanges {
  name: string;
  tags: string[];
  color: ImageColour | null;
  power: number[];
}

/** The multipart body of a create: only the fields the type has (core §7). */
export function newImageForm(type: ImageType, image: NewImage): FormData {
  const form = new FormData();
  form.append('name', image.name);
  form.append('image', image.image, `${pngFileName(image.name)}`);
  if (TYPES_WITH_POWERS.includes(type)) form.append('power', image.power.join(','));
  if (type === 'characters') form.append('color', image.color);
  form.append('tags', image.tags.join(','));
  form.append('is_private', String(image.is_private));
  return form;
}

/** The multipart body of an edit: name and tags, colour for characters, powers for characters and monsters. */
export function imageChangesForm(type: ImageType, changes: ImageChanges): FormData {
  const form = new FormData();
  form.append('name', changes.name);
  form.append('tags', changes.tags.join(','));
  if (type === 'characters' && changes.color) form.append('color', changes.color);
  if (TYPES_WITH_POWERS.includes(type)) form.append('power', changes.power.join(','));
  return form;
}

export function createImage(type: ImageType, image: NewImage): Promise<ImageDto> {
  return api.post<ImageDto>(typePath(type), newImageForm(type, image));
}

export function updateImage(type: ImageType, id: number, changes: ImageChanges): Promise<ImageDto> {
  return api.patch<ImageDto>(imagePath(type, id), imageChangesForm(type, changes));
}

/** 'Upload Online' (`is_private` false) and 'Remove Upload' (true): `is_private` alone toggles publishing. */
export function setImagePrivate(type: ImageType, id: number, isPrivate: boolean): Promise<ImageDto> {
  return api.patch<ImageDto>(imagePath(type, id), { is_private: isPrivate });
}

/** 'Report this image': someone else's public image is sent to the PlayWords team for review. */
export function reportImage(type: ImageType, id: number, note: string): Promise<ReviewRequestDto> {
  return api.post<ReviewRequestDto>(`${imagePath(type, id)}report/`, note ? { note } : {});
}

export function deleteImage(type: ImageType, id: number): Promise<void> {
  return api.delete<void>(imagePath(type, id));
}

export function favouriteImage(type: ImageType, id: number): Promise<unknown> {
  return api.post<unknown>(`${imagePath(type, id)}favourite/`);
}

export function unfavouriteImage(type: ImageType, id: number): Promise<unknown> {
  return api.post<unknown>(`${imagePath(type, id)}unfavourite/`);
}

/** Superusers only: has the server make the thumbnail again from the stored picture. */
export function reloadThumbnail(type: ImageType, id: number): Promise<unknown> {
  return api.patch<unknown>(`${imagePath(type, id)}reload_thumbnail/`);
}

// ---------------------------------------------------------------------------------------------------------------
// Queries and the cache

/** Her own images of a type (My Images, and her projectiles for the power picker). */
export function useMyImages(type: ImageType, enabled = true) {
  return useInfiniteQuery({
    queryKey: imageKeys.mine(type),
    queryFn: ({ pageParam, signal }) => fetchMyImages(type, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    enabled,
  });
}

/** Everyone's published images of a type (Public Images, and public projectiles for the power picker). */
export function usePublicImages(type: ImageType, enabled = true) {
  return useInfiniteQuery({
    queryKey: imageKeys.public(type),
    queryFn: ({ pageParam, signal }) => fetchPublicImages(type, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    enabled,
  });
}

/** A search of her own or the public images of a type; nothing is asked while the query is blank. */
export function useImageSearch(type: ImageType, query: string, isPublic: boolean) {
  return useInfiniteQuery({
    queryKey: imageKeys.search(type, isPublic ? 'public' : 'mine', query),
    queryFn: ({ pageParam, signal }) => searchImages(type, query, isPublic, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    enabled: query.trim() !== '',
  });
}

function updatePages(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  update: (page: ImagePage, index: number, pages: ImagePage[]) => ImagePage,
): void {
  queryClient.setQueriesData<ImagePages>({ queryKey }, (data) =>
    data ? { ...data, pages: data.pages.map((page, index, pages) => update(page, index, pages)) } : data,
  );
}

/** Writes a changed image (edited, published, liked) into every loaded list of its type that shows it. */
export function replaceImage(queryClient: QueryClient, image: ImageDto): void {
  updatePages(queryClient, imageKeys.type(image.type), (page) =>
    page.results.some((item) => item.id === image.id)
      ? { ...page, results: page.results.map((item) => (item.id === image.id ? image : item)) }
      : page,
  );
}

/** Takes a deleted image out of every loaded list of its type, one off the counts of the lists that had it. */
export function removeImage(queryClient: QueryClient, type: ImageType, id: number): void {
  queryClient.setQueriesData<ImagePages>({ queryKey: imageKeys.type(type) }, (data) => {
    if (!data || !data.pages.some((page) => page.results.some((item) => item.id === id))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        count: Math.max(0, page.count - 1),
        results: page.results.filter((item) => item.id !== id),
      })),
    };
  });
}

/** Puts a new image first in her own images of its type; searches and the public list are asked again. */
export function addMyImage(queryClient: QueryClient, image: ImageDto): void {
  const data = queryClient.getQueryData<ImagePages>(imageKeys.mine(image.type));
  if (!data || data.pages.length === 0) {
    void queryClient.invalidateQueries({ queryKey: imageKeys.mine(image.type) });
  } else {
    updatePages(queryClient, imageKeys.mine(image.type), (page, index) => ({
      ...page,
      count: page.count + 1,
      results: index === 0 ? [image, ...page.results] : page.results,
    }));
  }
  void queryClient.invalidateQueries({ queryKey: [...imageKeys.type(image.type), 'search'] });
  if (!image.is_private) void queryClient.invalidateQueries({ queryKey: imageKeys.public(image.type) });
}

// ---------------------------------------------------------------------------------------------------------------
// Favourites (the user object's favourite_{type})

/** The user's favourite ids of a type. */
export function favouriteIds(user: UserDto, type: ImageType): number[] {
  return user[`favourite_${type}`];
}

/** The user object with one id added to (or taken from) her favourites of a type. */
export function withFavourite(user: UserDto, type: ImageType, id: number, favourite: boolean): UserDto {
  const ids = favouriteIds(user, type);
  const next = favourite ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((other) => other !== id);
  return { ...user, [`favourite_${type}`]: next };
}

/** Core §4: the last favourite of a type cannot be unfavourited. */
export function isLastFavourite(user: UserDto, type: ImageType, id: number): boolean {
  const ids = favouriteIds(user, type);
  return ids.length === 1 && ids[0] === id;
}

// ---------------------------------------------------------------------------------------------------------------
// The form's rules (core §5)

/** A name as saved: white space tidied (NFKC, so fullwidth letters become ordinary ones). */
export function normaliseImageName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** The name's message in the reader's language, or null when it is fine (checked after normalising). */
export function imageNameError(name: string, blankMessage?: string): string | null {
  if (name === '') return blankMessage ?? i18n.t('images:messages.nameRequired');
  if (!isValidImageName(name)) return i18n.t('images:messages.nameCharacters');
  if (characterCount(name) > IMAGE_NAME_MAX) return i18n.t('images:messages.nameTooLong');
  return null;
}

/**
 * Tags as saved (core §5): split like words (separators, quotes keep a phrase), lowercased, de-duplicated. A comma
 * inside a quoted phrase becomes a space, since the tags travel comma-joined.
 */
export function parseTags(text: string): string[] {
  return normaliseWords(splitWords(text).map((tag) => tag.replace(/[,，、]/gu, ' ')));
}

/** The tags' message, or null when they are fine. */
export function tagsError(tags: readonly string[]): string | null {
  if (tags.length > IMAGE_MAX_TAGS) return i18n.t('images:messages.tooManyTags');
  if (tags.some((tag) => characterCount(tag) > IMAGE_TAG_MAX)) return i18n.t('images:messages.tagTooLong');
  return null;
}

/** Tags as text to edit: a phrase in quotes, so saving the text unchanged gives the same tags back. */
export function editableTagsText(tags: readonly string[]): string {
  return tags.map((tag) => (splitWords(tag).length === 1 && splitWords(tag)[0] === tag ? tag : `"${tag}"`)).join(', ');
}

/** What a picked file may be: the message for what the browser tells us before decoding, or null. */
export function pickedFilesError(files: ArrayLike<{ size: number; type: string }>): string | null {
  if (files.length === 0) return i18n.t('images:messages.pictureRequired');
  if (files.length > 1) return i18n.t('images:messages.oneImageOnly');
  const file = files[0]!;
  if (file.size <= 0) return i18n.t('images:messages.pictureRequired');
  if (file.size > IMAGE_MAX_BYTES) return i18n.t('images:messages.tooLarge');
  // SVG is an image type but can carry scripts: the server refuses it too (design/security.md).
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return i18n.t('images:messages.notAnImage');
  return null;
}

/** A decoded picture's message (too many pixels), or null. */
export function decodedSizeError(width: number, height: number): string | null {
  if (width <= 0 || height <= 0) return i18n.t('images:messages.notAnImage');
  if (width * height > IMAGE_MAX_PIXELS) return i18n.t('images:messages.tooManyPixels');
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Sizes (the canvas work itself is in image-canvas.ts)

export interface Size {
  width: number;
  height: number;
}

/** At most `maxSide` on the longer side, keeping the ratio; a smaller picture keeps its size (core §5). */
export function scaledSize(width: number, height: number, maxSide: number = IMAGE_MAX_SIDE): Size {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Where a picture sits in a square preview of `side` px: as large as fits, keeping the ratio, centred. */
export function previewRect(width: number, height: number, side: number): Size & { x: number; y: number } {
  const scale = Math.min(side / width, side / height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return { x: Math.round((side - w) / 2), y: Math.round((side - h) / 2), width: w, height: h };
}

/**
 * Encodes at most 1200 px a side; a PNG that still comes out over the upload limit (a detailed photo can) is
 * encoded again a fifth smaller until it fits, so the teacher never sees 'too large' for a photo she picked
 * under 3 MiB.
 */
export async function encodeWithinLimit(
  width: number,
  height: number,
  encode: (size: Size) => Promise<Blob>,
  maxBytes: number = IMAGE_MAX_BYTES,
): Promise<Blob> {
  let size = scaledSize(width, height);
  for (;;) {
    const blob = await encode(size);
    const longer = Math.max(size.width, size.height);
    if (blob.size <= maxBytes || longer <= 64) return blob;
    size = scaledSize(size.width, size.height, Math.floor(longer * 0.8));
  }
}

/** A file name for the PNG sent: the server stores under a random name anyway. */
function pngFileName(name: string): string {
  const base = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return `${base || 'image'}.png`;
}

// ---------------------------------------------------------------------------------------------------------------
// Powers (core §5, §9)

/** Power options: her projectiles and the public ones, each once, by likes (most first), then newest first. */
export function sortPowerOptions(...lists: ReadonlyArray<readonly ImageDto[]>): ImageDto[] {
  const byId = new Map<number, ImageDto>();
  for (const list of lists) for (const image of list) if (!byId.has(image.id)) byId.set(image.id, image);
  return [...byId.values()].sort(
    (a, b) => b.likes - a.likes || Date.parse(b.created_on) - Date.parse(a.created_on) || b.id - a.id,
  );
}

/** Toggles a power: a chosen one is dropped; a new one is added last, and a sixth drops the oldest choice. */
export function togglePower(chosen: readonly number[], id: number): number[] {
  if (chosen.includes(id)) return chosen.filter((other) => other !== id);
  const next = [...chosen, id];
  return next.length > IMAGE_MAX_POWERS ? next.slice(next.length - IMAGE_MAX_POWERS) : next;
}

export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
