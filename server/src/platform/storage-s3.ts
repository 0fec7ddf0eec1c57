import type * as S3 from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { isStorageKey, MEDIA_CACHE_CONTROL, type Storage } from './storage';

type S3Sdk = typeof S3;

/**
 * S3-compatible object storage (AWS, MinIO, R2, …) through @aws-sdk/client-s3. The SDK is loaded on first use:
 * installations on the local folder (and every test) never pay for loading it.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private client: Promise<{ sdk: S3Sdk; client: S3.S3Client }> | undefined;

  constructor(private readonly config: S3Config) {}

  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { endpoint, region, accessKeyId, secretAccessKey } = this.config;
      const client = new sdk.S3Client({
        region,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        maxAttempts: 3,
      });
      return { sdk, client };
    });
    return this.client;
  }

  async put(key: string, png: Buffer): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    const { sdk, client } = await this.connect();
    // The store acknowledges a PUT only once the object is durable.
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: png,
        ContentType: 'image/png',
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isStorageKey(key)) return null;
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  url(key: string): string {
    return `${this.config.publicUrl}/${key}`;
  }
}
