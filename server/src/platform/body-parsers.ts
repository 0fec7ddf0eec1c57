import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Largest request body, uploads aside (api-contract.md). */
export const BODY_LIMIT = 1024 * 1024;
/** Largest uploaded image (core §9). */
export const UPLOAD_LIMIT = 3145728;

/**
 * "Form" endpoints accept JSON, urlencoded and multipart alike: multipart fields land in `request.body` as
 * plain values, like the other two.
 */
export const bodyParsersPlugin = fp(async (app) => {
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 50, fieldSize: BODY_LIMIT, parts: 60 },
  });
});
