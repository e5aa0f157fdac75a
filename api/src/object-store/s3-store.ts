import { type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  bytesOf,
  type ObjectRead,
  type ObjectStore,
  type ObjectWrite,
  requireObjectKey,
} from './object-store';
import { type S3Location } from './store-url';

/** How long a readiness check waits for the bucket to answer. */
const reachableTimeoutMs = 3_000;

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  );
}

/**
 * An S3 client for the location. Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID
 * and AWS_SECRET_ACCESS_KEY, or the machine's role); there is no default secret. A server other
 * than AWS gets checksums only where S3 requires them, which every S3-compatible server accepts.
 */
export function s3ClientFor(location: S3Location): S3Client {
  // The SDK's documented switch for its notice about Node.js 20 (supported until January 2027);
  // an explicit setting in the environment wins.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: location.region ?? process.env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: location.forcePathStyle,
    ...(location.endpoint === null
      ? {}
      : {
          endpoint: location.endpoint,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
  });
}

/**
 * The object store in an S3-compatible bucket. Private objects are encrypted at rest (SSE-S3,
 * AES-256); no object gets a public ACL: public reads of `remotes/` are the bucket policy's or
 * the CDN's to grant.
 */
export class S3ObjectStore implements ObjectStore {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
  ) {}

  async put(key: string, bytes: Buffer, write: ObjectWrite): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: requireObjectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: write.contentType,
        ...(write.cacheControl === undefined ? {} : { CacheControl: write.cacheControl }),
        ...(write.visibility === 'private' ? { ServerSideEncryption: 'AES256' } : {}),
      }),
    );
  }

  async get(key: string): Promise<ObjectRead | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: requireObjectKey(key) }),
      );
      if (answer.Body === undefined) return null;
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? null,
        sizeBytes: answer.ContentLength ?? null,
        etag: answer.ETag ?? null,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const object = await this.get(key);
    return object === null ? null : bytesOf(object.body);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: requireObjectKey(key) }),
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: requireObjectKey(key) }),
    );
  }

  async isReachable(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(reachableTimeoutMs),
      });
      return true;
    } catch {
      return false;
    }
  }
}
