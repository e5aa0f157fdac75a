import { type Readable } from 'node:stream';

/**
 * Who may read an object. `public`: anyone, once it is published (remote builds, served to every
 * browser with a year's cache). `private`: only this service, which hands the bytes out itself
 * (identity documents); encrypted at rest where the store can.
 */
export type ObjectVisibility = 'public' | 'private';

export interface ObjectWrite {
  contentType: string;
  /** The Cache-Control stored with the object (what a CDN in front of the store sends on). */
  cacheControl?: string;
  visibility: ObjectVisibility;
}

/** An object being read: its bytes as a stream and what was stored with it. */
export interface ObjectRead {
  body: Readable;
  contentType: string | null;
  sizeBytes: number | null;
  /** The store's entity tag, quoted, when it keeps one. */
  etag: string | null;
}

/**
 * Where the API keeps files that must outlive one process: remote builds (`remotes/…`) and
 * identity documents (`documents/…`). Keys are `/`-separated paths without `.` or `..` segments
 * (see isObjectKey). Two adapters: the local disk (local-disk-store.ts, the default) and an
 * S3-compatible bucket (s3-store.ts, when OBJECT_STORE_URL is set).
 */
export interface ObjectStore {
  /** Writes (or replaces) one object. */
  put(key: string, bytes: Buffer, write: ObjectWrite): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<ObjectRead | null>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Whether the store answers (readiness): never throws. */
  isReachable(): Promise<boolean>;
}

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** A relative `/`-separated path: no empty, hidden (`.`, `..`, `.x`) or control-character segments. */
export function isObjectKey(key: string): boolean {
  return (
    key.length <= 1024 &&
    !key.includes('\\') &&
    !Array.from(key).some(isControlCharacter) &&
    key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'))
  );
}

export function requireObjectKey(key: string): string {
  if (!isObjectKey(key)) throw new Error(`"${key}" is not an object key`);
  return key;
}

/** Reads a stream to its end. */
export async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
