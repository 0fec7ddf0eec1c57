import {
  AdminContentMessage,
  ImageMessage,
  adminAnswerInput,
  adminContentReasonInput,
  adminIdParams,
  adminMessagesQuery,
  adminNewsPostInput,
  adminPageQuery,
} from '@playwords/common';
import { ValidationError } from '../../platform/http-errors';
import { defineRoute, type RouteContext } from '../../platform/route';
import {
  answerAdminMessage,
  createAdminPost,
  deleteAdminPost,
  getAdminMessage,
  getAdminPost,
  listAdminMessages,
  listAdminPosts,
  markAdminMessageAnswered,
  updateAdminPost,
  type ContentContext,
} from './content';
import { adminReadLimits, adminWriteLimits } from './limits';

/** A post's picture: the multipart file `image` (one: a second is refused by the parser). */
const pictureUpload = { field: 'image', tooLarge: ImageMessage.tooLarge, tooMany: ImageMessage.oneImageOnly };

/** The picture's bytes from the body (none: no new picture); `image` as text is refused, not ignored. */
function pictureOf(body: unknown): Buffer | undefined {
  const image = (body as Record<string, unknown> | null | undefined)?.image;
  if (image === undefined || image === null) return undefined;
  if (Buffer.isBuffer(image)) return image;
  throw new ValidationError({ image: [AdminContentMessage.imageNotAFile] });
}

const mediaUrlOf = (ctx: Pick<RouteContext, 'app'>) => (key: string) => ctx.app.storage.url(key);

const contentContext = (
  ctx: Pick<RouteContext, 'app' | 'db' | 'now'> & { user: ContentContext['operator'] },
): ContentContext => ({
  db: ctx.db,
  storage: ctx.app.storage,
  operator: ctx.user,
  now: ctx.now,
});

/**
 * The console's content section: news posts (the picture as a multipart file, through the same upload checks as
 * an image upload and the command line's) and contact messages (answered by e-mail through the outbox).
 */
export const contentRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/news/',
    access: 'superuser',
    query: adminPageQuery,
    limits: adminReadLimits,
    handler: (ctx) => listAdminPosts(ctx.db, ctx.query, mediaUrlOf(ctx)),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/admin/news/',
    access: 'superuser',
    body: adminNewsPostInput,
    upload: pictureUpload,
    status: 201,
    limits: adminWriteLimits,
    async handler(ctx) {
      const image = pictureOf(ctx.request.body);
      const row = await createAdminPost(contentContext(ctx), { name: ctx.body.name, text: ctx.body.text, image });
      return getAdminPost(ctx.db, row.id, mediaUrlOf(ctx));
    },
  }),

  defineRoute({
    method: 'PATCH',
    url: '/api/admin/news/:id/',
    access: 'superuser',
    params: adminIdParams,
    body: adminNewsPostInput,
    upload: pictureUpload,
    limits: adminWriteLimits,
    async handler(ctx) {
      const image = pictureOf(ctx.request.body);
      const { name, text, remove_image } = ctx.body;
      await updateAdminPost(contentContext(ctx), ctx.params.id, { name, text, image, removeImage: remove_image });
      return getAdminPost(ctx.db, ctx.params.id, mediaUrlOf(ctx));
    },
  }),

  defineRoute({
    method: 'DELETE',
    url: '/api/admin/news/:id/',
    access: 'superuser',
    params: adminIdParams,
    body: adminContentReasonInput,
    status: 204,
    limits: adminWriteLimits,
    handler: (ctx) => deleteAdminPost(contentContext(ctx), ctx.params.id, ctx.body.reason),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/admin/messages/',
    access: 'superuser',
    query: adminMessagesQuery,
    limits: adminReadLimits,
    handler: ({ db, query }) => listAdminMessages(db, query.status, query),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/admin/messages/:id/',
    access: 'superuser',
    params: adminIdParams,
    limits: adminReadLimits,
    handler: ({ db, params }) => getAdminMessage(db, params.id),
  }),

  // Answered once: a second answer (a double click, another operator) is 409 and sends nothing.
  defineRoute({
    method: 'POST',
    url: '/api/admin/messages/:id/answer/',
    access: 'superuser',
    params: adminIdParams,
    body: adminAnswerInput,
    limits: adminWriteLimits,
    async handler(ctx) {
      const dto = await answerAdminMessage(
        { db: ctx.db, operator: ctx.user, now: ctx.now, supportEmail: ctx.app.config.supportEmail },
        ctx.params.id,
        { text: ctx.body.answer, subject: ctx.body.subject },
      );
      ctx.app.mail.wake();
      return dto;
    },
  }),

  // For a contact way that is not an e-mail address (a WeChat id, a phone number), answered outside the product.
  defineRoute({
    method: 'POST',
    url: '/api/admin/messages/:id/mark-answered/',
    access: 'superuser',
    params: adminIdParams,
    body: adminContentReasonInput,
    limits: adminWriteLimits,
    handler: (ctx) =>
      markAdminMessageAnswered({ db: ctx.db, operator: ctx.user, now: ctx.now }, ctx.params.id, ctx.body.reason),
  }),
];
