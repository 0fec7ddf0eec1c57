import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from './http-errors';

/** Largest request body, uploads aside (api-contract.md). */
export const BODY_LIMIT = 1024 * 1024;
/** Largest uploaded image (core §9). */
export const UPLOAD_LIMIT = 3145728;
/** Largest text field of a multipart form: far above any field the API reads (a word list as text is 20 000). */
export const MULTIPART_FIELD_LIMIT = 100 * 1024;

/** What an upload route answers when its file is too large, or there are too many (route config `upload`). */
export interface UploadMessages {
  field: string;
  tooLarge: string;
  tooMany: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The file field of an upload route and its texts (platform/route.ts passes the spec's `upload`). */
    upload?: UploadMessages;
  }
}

const MALFORMED = 'The form data is incomplete or malformed.';
const TOO_LONG = 'This field is too long.';

/** A multipart parsing error as the API's 400 with a field, never a bare 413 or a 500. */
function describeMultipartError(error: unknown, request: FastifyRequest): ValidationError {
  const upload = request.routeOptions.config.upload;
  const code = (error as { code?: string }).code;
  const field = upload?.field ?? 'non_field_errors';
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ValidationError({ [field]: [upload?.tooLarge ?? 'The file is too large.'] });
    case 'FST_FILES_LIMIT':
      return new ValidationError({ [field]: [upload?.tooMany ?? 'Too many files.'] });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ValidationError({ non_field_errors: ['The form has too many fields.'] });
    default:
      // Busboy's own errors (a body cut short, a bad boundary or part header) and a prototype key.
      return new ValidationError({ non_field_errors: [MALFORMED] });
  }
}

/**
 * Reads a multipart body into plain values like a JSON or urlencoded one: text fields as strings, files as
 * Buffers (a repeated name as a list). A field longer than MULTIPART_FIELD_LIMIT is refused, not cut short.
 */
async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = Object.create(null);
  const add = (name: string, value: unknown) => {
    const previous = body[name];
    body[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  };
  try {
    for await (const part of request.parts(request.routeOptions.config.multipartOptions)) {
      if (part.type === 'file') {
        add(part.fieldname, await part.toBuffer());
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new ValidationError({ [part.fieldname]: [TOO_LONG] });
        add(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw error instanceof ValidationError ? error : describeMultipartError(error, request);
  }
  return { ...body };
}

/**
 * A route's `preValidation` step (platform/route.ts adds it to routes that take a body): a multipart body is read
 * into plain values. Only on those routes: any global `preValidation` hook, even one that returns at once, halves
 * the throughput of every other route (measured: 33 000 → 14 700 req/s on `get_csrf`).
 */
export function readMultipartBody(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  if (!request.isMultipart()) return done();
  readMultipart(request).then((body) => {
    request.body = body;
    done();
  }, done);
}

/**
 * "Form" endpoints accept JSON, urlencoded and multipart alike: multipart fields land in `request.body` as
 * plain values, like the other two (`readMultipartBody`).
 */
export const bodyParsersPlugin = fp(async (app) => {
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 50, fieldSize: MULTIPART_FIELD_LIMIT, parts: 60 },
  });
});
