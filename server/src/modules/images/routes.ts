import { z } from 'zod';
import {
  ImageMessage,
  imagePatchInput,
  imageSearchInput,
  isImageType,
  ModerationMessage,
  moderationReportInput,
  type ImageType,
  type ReviewRequestDto,
} from '@playwords/common';
import { pagingQuery, toPage, type Paging } from '../../platform/paging';
import { defineRoute, type RouteContext } from '../../platform/route';
import { parseInput } from '../../platform/validation';
import { presentImage } from './presenter';
import {
  createImage,
  deleteImage,
  favouriteImage,
  getImage,
  listOwnImages,
  listPublicImages,
  parseImageId,
  reloadThumbnail,
  reportImage,
  searchImages,
  unfavouriteImage,
  updateImage,
  type Page,
  type Upload,
} from './service';

/** A plural image type in a path; anything else names nothing (404). */
const imageType = z.custom<ImageType>((value) => typeof value === 'string' && isImageType(value));
const withType = z.object({ type: imageType });
/** An image id; anything that is not one names no image (the service answers 404). */
const withId = z.object({ type: imageType, id: z.string().transform(parseImageId) });

/**
 * Splits a parsed body into text fields and files. Multipart files arrive as Buffers (body-parsers.ts,
 * `attachFieldsToBody: 'keyValues'`); JSON and urlencoded bodies can carry none. The client's file name is never
 * read.
 */
function readUpload(body: unknown): Upload {
  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    const buffers = values.filter((v): v is Buffer => Buffer.isBuffer(v));
    files.push(...buffers);
    if (buffers.length === 0) fields[key] = value;
  }
  return { fields, files };
}

const answerPage = (ctx: RouteContext, { views, count }: Page, paging: Paging) =>
  toPage(views.map(presentImage), count, paging, new URL(ctx.request.url, ctx.app.config.publicUrl));

/** Images (core §7, with plural types in paths): lists, search, create, edit, delete, favourites, thumbnails. */
export const imagesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/images/:type/',
    access: 'user',
    params: withType,
    query: pagingQuery,
    handler: async (ctx) =>
      answerPage(ctx, await listPublicImages(ctx.db, ctx.user, ctx.params.type, ctx.query), ctx.query),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/images/:type/mine/',
    access: 'user',
    params: withType,
    query: pagingQuery,
    handler: async (ctx) =>
      answerPage(ctx, await listOwnImages(ctx.db, ctx.user, ctx.params.type, ctx.query), ctx.query),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/images/:type/search/',
    access: 'user',
    params: withType,
    query: pagingQuery,
    body: imageSearchInput,
    handler: async (ctx) =>
      answerPage(ctx, await searchImages(ctx.db, ctx.user, ctx.params.type, ctx.body, ctx.query), ctx.query),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/images/:type/',
    access: 'user',
    params: withType,
    status: 201,
    // Two files are read (so the answer can say 'Please only add one image.'); a third stops the parser.
    upload: { field: 'image', tooLarge: ImageMessage.tooLarge, tooMany: ImageMessage.oneImageOnly, maxFiles: 2 },
    async handler({ app, db, user, params, request, now }) {
      return presentImage(await createImage(db, app.storage, user, params.type, readUpload(request.body), now));
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/images/:type/:id/',
    access: 'user',
    params: withId,
    handler: async ({ db, user, params }) => presentImage(await getImage(db, user, params.type, params.id)),
  }),

  defineRoute({
    method: 'PATCH',
    url: '/api/images/:type/:id/',
    access: 'user',
    params: withId,
    async handler({ db, user, params, request, now }) {
      const changes = parseInput(imagePatchInput, readUpload(request.body).fields);
      return presentImage(await updateImage(db, user, params.type, params.id, changes, now));
    },
  }),

  defineRoute({
    method: 'DELETE',
    url: '/api/images/:type/:id/',
    access: 'user',
    params: withId,
    status: 204,
    handler: ({ app, db, user, params }) => deleteImage(db, app.storage, user, params.type, params.id),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/images/:type/:id/favourite/',
    access: 'user',
    params: withId,
    handler: async ({ db, user, params, now }) =>
      presentImage(await favouriteImage(db, user, params.type, params.id, now)),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/images/:type/:id/unfavourite/',
    access: 'user',
    params: withId,
    handler: async ({ db, user, params }) => presentImage(await unfavouriteImage(db, user, params.type, params.id)),
  }),

  // 'Report this image': someone else's public image goes to the moderation queue (with her optional note).
  defineRoute({
    method: 'POST',
    url: '/api/images/:type/:id/report/',
    access: 'user',
    params: withId,
    body: moderationReportInput,
    async handler({ db, user, params, body, now }): Promise<ReviewRequestDto> {
      await reportImage(db, user, params.type, params.id, body.note, now);
      return { sent_for_review: true, detail: ModerationMessage.sentForReview };
    },
  }),

  defineRoute({
    method: 'PATCH',
    url: '/api/images/:type/:id/reload_thumbnail/',
    access: 'superuser',
    params: withId,
    handler: async ({ app, db, user, params, now }) =>
      presentImage(await reloadThumbnail(db, app.storage, user, params.type, params.id, now)),
  }),
];
