/**
 * A tiny S3-compatible object store on 127.0.0.1 for tests: path-style `/<bucket>/<key>` with PUT, GET, HEAD and
 * DELETE, every request recorded with its headers and body. It does not check signatures (the storage test reads
 * the Authorization header it recorded instead), and GET needs none, so the same address serves the objects
 * publicly: `publicUrl` is what S3_PUBLIC_URL names (image URLs point here and a test fetches them back).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it. */
export interface FakeS3Request {
  method: string;
  /** The path without its query (`/<bucket>/<key>`). */
  url: string;
  contentType: string | undefined;
  cacheControl: string | undefined;
  authorization: string | undefined;
  body: Buffer;
}

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
}

export interface FakeS3Options {
  /** The bucket `publicUrl` and `env` name (any bucket is accepted). Default `pictures`. */
  bucket?: string;
  /** The port to listen on (default: any free one). */
  port?: number;
}

export class FakeS3 {
  readonly requests: FakeS3Request[] = [];
  /** The stored objects by path (`/<bucket>/<key>`). */
  readonly objects = new Map<string, FakeS3Object>();
  readonly bucket: string;
  url = '';
  private server: Server | undefined;

  constructor(private readonly options: FakeS3Options = {}) {
    this.bucket = options.bucket ?? 'pictures';
  }

  /** Starts listening on 127.0.0.1. */
  async start(): Promise<this> {
    this.server = createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.options.port ?? 0, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Where the bucket's objects are served to anyone (S3_PUBLIC_URL). */
  get publicUrl(): string {
    return `${this.url}/${this.bucket}`;
  }

  /** What our server's configuration needs to store its pictures here. */
  get env(): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.url,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'AKIDFAKES3',
      S3_SECRET_ACCESS_KEY: 'fake-s3-secret',
      S3_PUBLIC_URL: this.publicUrl,
    };
  }

  /** The object stored under `key` in the bucket, if any. */
  object(key: string): FakeS3Object | undefined {
    return this.objects.get(`/${this.bucket}/${key}`);
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const contentType = request.headers['content-type'];
      const cacheControl = request.headers['cache-control'];
      this.requests.push({
        method: request.method ?? '',
        url: path,
        contentType,
        cacheControl,
        authorization: request.headers.authorization,
        body,
      });
      const found = this.objects.get(path);
      switch (request.method) {
        case 'PUT':
          this.objects.set(path, { body, contentType: contentType ?? 'application/octet-stream', cacheControl });
          response.writeHead(200, { etag: '"1"' }).end();
          return;
        case 'GET':
        case 'HEAD':
          if (!found) {
            response.writeHead(404, { 'content-type': 'application/xml' });
            response.end(
              request.method === 'HEAD'
                ? undefined
                : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
            );
            return;
          }
          response.writeHead(200, {
            'content-type': found.contentType,
            'content-length': found.body.length,
            ...(found.cacheControl ? { 'cache-control': found.cacheControl } : {}),
          });
          response.end(request.method === 'HEAD' ? undefined : found.body);
          return;
        case 'DELETE':
          this.objects.delete(path);
          response.writeHead(204).end();
          return;
        default:
          response.writeHead(405).end();
      }
    });
  }
}

/** Starts a fake S3 on a free port of 127.0.0.1. */
export function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  return new FakeS3(options).start();
}
