import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { ImageMessage, imagePatchInput, imageSearchInput } from '@playwords/common';
import { ValidationError } from '../../platform/http-errors';
import { parsePaging, toPage } from '../../platform/paging';
import { requireAuth } from '../../platform/sessions';
import type { Storage } from '../../platform/storage';
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
  parseImageType,
  reloadThumbnail,
  searchImages,
  unfavouriteImage,
  updateImage,
  type Page,
  type Upload,
} from './service';

type WithType = { Params: { type: string } };
type WithId = { Params: { type: string; id: string } };

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

/**
 * Multipart limits met while the body is read (before any route code) become the `image` field's texts of core §5,
 * with a 400, instead of the plugin's bare 413.
 */
function uploadLimitError(error: FastifyError): ValidationError | null {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ValidationError({ image: [ImageMessage.tooLarge] });
    case 'FST_FILES_LIMIT':
      return new ValidationError({ image: [ImageMessage.oneImageOnly] });
    default:
      return null;
  }
}

/** Images (core §7, with plural types in paths): lists, search, create, edit, delete, favourites, thumbnails. */
export function imagesRoutes(storage: Storage): FastifyPluginAsync {
  return async (app) => {
    // Encapsulated: only this plugin's routes translate the upload limits; everything else goes on to the app's
    // error handler unchanged.
    app.setErrorHandler((error: FastifyError) => {
      throw uploadLimitError(error) ?? error;
    });

    const pageUrl = (url: string) => new URL(url, app.config.publicUrl);
    const answerPage = ({ views, count }: Page, paging: ReturnType<typeof parsePaging>, url: string) =>
      toPage(views.map(presentImage), count, paging, pageUrl(url));

    app.get<WithType>('/api/images/:type/', async (request) => {
      const { user } = requireAuth(request);
      const type = parseImageType(request.params.type);
      const paging = parsePaging(request.query as Record<string, unknown>);
      return answerPage(await listPublicImages(app.db, user, type, paging), paging, request.url);
    });

    app.get<WithType>('/api/images/:type/mine/', async (request) => {
      const { user } = requireAuth(request);
      const type = parseImageType(request.params.type);
      const paging = parsePaging(request.query as Record<string, unknown>);
      return answerPage(await listOwnImages(app.db, user, type, paging), paging, request.url);
    });

    app.post<WithType>('/api/images/:type/search/', async (request) => {
      const { user } = requireAuth(request);
      const type = parseImageType(request.params.type);
      const paging = parsePaging(request.query as Record<string, unknown>);
      const search = parseInput(imageSearchInput, request.body);
      return answerPage(await searchImages(app.db, user, type, search, paging), paging, request.url);
    });

    app.post<WithType>(
      '/api/images/:type/',
      // Two files are read (so the answer can say 'Please only add one image.'); a third stops the parser.
      { config: { multipartOptions: { limits: { files: 2 } } } },
      async (request, reply) => {
        const { user } = requireAuth(request);
        const type = parseImageType(request.params.type);
        const view = await createImage(app.db, storage, user, type, readUpload(request.body), app.clock.now());
        return reply.code(201).send(presentImage(view));
      },
    );

    app.get<WithId>('/api/images/:type/:id/', async (request) => {
      const { user } = requireAuth(request);
      const type = parseImageType(request.params.type);
      return presentImage(await getImage(app.db, user, type, parseImageId(request.params.id)));
    });

    app.patch<WithId>('/api/images/:type/:id/', async (request) => {
      const { user } = requireAuth(request);
      const type = parseImageType(request.params.type);
      const { fields } = readUpload(request.body);
      const changes = parseInput(imagePatchInput, fields);
      const id = parseImageId(request.params.id);
      return presentImage(await updateImage(app.db, user, type, id, changes, app.clock.now()));
    });

    app.delete<WithId>('/api/images/:type/:id/', async (request, reply) => {
      const { user } = requireAuth(request);
      const type = parseImageType(request.params.type);
      await deleteImage(app.db, storage, user, type, parseImageId(request.params.id));
      return reply.code(204).send();
    });

    app.post<WithId>('/api/images/:type/:id/favourite/', async (request) => {
      const { user } = requireAuth(request);
      const type = parseImageType(request.params.type);
      const id = parseImageId(request.params.id);
      return presentImage(await favouriteImage(app.db, user, type, id, app.clock.now()));
    });

    app.post<WithId>('/api/images/:type/:id/unfavourite/', async (request) => {
      const { user } = requireAuth(request);
      const type = parseImageType(request.params.type);
      return presentImage(await unfavouriteImage(app.db, user, type, parseImageId(request.params.id)));
    });

    app.patch<WithId>('/api/images/:type/:id/reload_thumbnail/', async (request) => {
      const { user } = requireAuth(request);
      const type = parseImageType(request.params.type);
      const id = parseImageId(request.params.id);
      return presentImage(await reloadThumbnail(app.db, storage, user, type, id, app.clock.now()));
    });
  };
}
