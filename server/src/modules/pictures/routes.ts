import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { loadPictures, pictureOfFile, renderPicture } from './service';

/** Where the dictionary's emoji are served, as `<name>.png` (common's `emojiPicturePath`). */
export const PICTURES_PATH = '/pictures/';

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found.');

/**
 * `GET /pictures/<name>.png`: a word's emoji drawn as a 256×256 PNG. Like /media/ it is cached for a year, never
 * sniffed and loadable from anywhere (a game's sandboxed frame draws it into WebGL, which needs CORS). The name is
 * checked against the set before any work, so nothing but the set's own few hundred pictures is ever drawn (and
 * those once per process, in the cache): no rate limit, like the other static files.
 */
export const picturesRoutes: FastifyPluginAsync = async (app) => {
  await loadPictures();
  // A wildcard rather than a `:file` parameter: the router answers an over-long parameter 414 itself, and every name
  // the set lacks, whatever its length, is simply not found.
  app.get<{ Params: { '*': string } }>(`${PICTURES_PATH}*`, async (request, reply) => {
    const name = pictureOfFile(request.params['*']);
    const picture = name === null ? null : await renderPicture(name);
    if (!picture) return notFound(reply);
    reply.headers({
      'cache-control': 'public, max-age=31536000, immutable',
      etag: picture.etag,
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
    return reply.type('image/png').send(picture.png);
  });
};
