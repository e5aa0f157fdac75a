import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalDiskStore } from './local-disk-store';
import { bytesOf, isObjectKey, type ObjectStore } from './object-store';
import { S3ObjectStore, s3ClientFor } from './s3-store';
import { parseObjectStoreUrl } from './store-url';
import { startS3Server, type TestS3Server } from './test-support';

let directory: string;
let s3: TestS3Server;
let s3Store: S3ObjectStore;
const closing: Array<() => void> = [];

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'shop-object-store-'));
  s3 = await startS3Server();
  const client = s3ClientFor(parseObjectStoreUrl(s3.url));
  closing.push(() => client.destroy());
  s3Store = new S3ObjectStore(client, s3.bucket);
});

afterAll(async () => {
  closing.forEach((close) => close());
  await s3.close();
  await rm(directory, { recursive: true, force: true });
});

const adapters: Array<[string, () => ObjectStore]> = [
  ['the local disk', () => new LocalDiskStore(directory)],
  ['an S3-compatible bucket', () => s3Store],
];

describe.each(adapters)('the object store on %s', (_name, storeOf) => {
  const write = { contentType: 'text/javascript; charset=utf-8', visibility: 'public' } as const;

  it('reads back what was written, whole and as a stream, and replaces it', async () => {
    const store = storeOf();
    await store.put('remotes/mfe-wallet/1.0.0/chunks/spa.js', Buffer.from('export {}'), write);

    expect(await store.exists('remotes/mfe-wallet/1.0.0/chunks/spa.js')).toBe(true);
    expect((await store.read('remotes/mfe-wallet/1.0.0/chunks/spa.js'))?.toString()).toBe(
      'export {}',
    );
    const object = await store.get('remotes/mfe-wallet/1.0.0/chunks/spa.js');
    expect(object?.sizeBytes).toBe(9);
    expect((await bytesOf(object!.body)).toString()).toBe('export {}');

    await store.put('remotes/mfe-wallet/1.0.0/chunks/spa.js', Buffer.from('export {};'), write);
    expect((await store.read('remotes/mfe-wallet/1.0.0/chunks/spa.js'))?.toString()).toBe(
      'export {};',
    );
  });

  it('answers null and false for what is not there, and removes what is', async () => {
    const store = storeOf();
    await store.put('documents/0123456789abcdef0123456789abcdef', Buffer.from('%PDF-1'), {
      contentType: 'application/pdf',
      visibility: 'private',
    });
    await store.remove('documents/0123456789abcdef0123456789abcdef');
    await store.remove('documents/never-written');

    expect(await store.exists('documents/0123456789abcdef0123456789abcdef')).toBe(false);
    expect(await store.get('documents/0123456789abcdef0123456789abcdef')).toBeNull();
    expect(await store.read('documents/never-written')).toBeNull();
    expect(await store.exists('remotes/mfe-wallet')).toBe(false);
  });

  it('refuses keys that leave their place', async () => {
    const store = storeOf();
    for (const key of [
      '../escape.js',
      'remotes/../../escape.js',
      '/absolute.js',
      'a//b',
      '.hidden',
    ]) {
      await expect(store.put(key, Buffer.from('x'), write)).rejects.toThrow('not an object key');
      await expect(store.read(key)).rejects.toThrow('not an object key');
    }
  });

  it('is reachable', async () => {
    expect(await storeOf().isReachable()).toBe(true);
  });
});

describe('the local disk store', () => {
  it('keeps private objects readable by this user only', async () => {
    const store = new LocalDiskStore(path.join(directory, 'private'));
    await store.put('fedcba9876543210fedcba9876543210', Buffer.from('%PDF-1'), {
      contentType: 'application/pdf',
      visibility: 'private',
    });

    const file = await stat(path.join(directory, 'private/fedcba9876543210fedcba9876543210'));
    expect(file.mode & 0o777).toBe(0o600);
    expect((await stat(path.join(directory, 'private'))).mode & 0o777).toBe(0o700);
  });
});

describe('the S3 store', () => {
  it('stores the content type and Cache-Control given, and encrypts private objects', async () => {
    s3.requests.length = 0;
    await s3Store.put('remotes/mfe-wallet/2.0.0/remoteEntry.js', Buffer.from('1'), {
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
      visibility: 'public',
    });
    await s3Store.put('documents/00000000000000000000000000000000', Buffer.from('%PDF-1'), {
      contentType: 'application/pdf',
      visibility: 'private',
    });

    const object = await s3Store.get('remotes/mfe-wallet/2.0.0/remoteEntry.js');
    object?.body.destroy();
    expect(object?.contentType).toBe('text/javascript; charset=utf-8');
    expect(object?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const puts = s3.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.path)).toEqual([
      '/shop-objects/remotes/mfe-wallet/2.0.0/remoteEntry.js',
      '/shop-objects/documents/00000000000000000000000000000000',
    ]);
    expect(puts[0]?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(puts[0]?.headers['x-amz-server-side-encryption']).toBeUndefined();
    expect(puts[1]?.headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(puts.every((request) => request.headers['x-amz-acl'] === undefined)).toBe(true);
  });

  it('is unavailable when the bucket does not answer', async () => {
    const client = s3ClientFor(
      parseObjectStoreUrl(s3.url.replace('shop-objects', 'no-such-bucket')),
    );
    closing.push(() => client.destroy());
    expect(await new S3ObjectStore(client, 'no-such-bucket').isReachable()).toBe(false);
  });
});

describe('OBJECT_STORE_URL', () => {
  it('names a bucket, and optionally an endpoint, a region and path-style addresses', () => {
    expect(
      parseObjectStoreUrl(
        's3://shop-objects?endpoint=http://127.0.0.1:9000/&region=eu-west-1&force_path_style=true',
      ),
    ).toEqual({
      bucket: 'shop-objects',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(parseObjectStoreUrl('s3://shop-objects')).toEqual({
      bucket: 'shop-objects',
      endpoint: null,
      region: null,
      forcePathStyle: false,
    });
  });

  it('refuses credentials, paths, unknown parameters and bad bucket names', () => {
    expect(() => parseObjectStoreUrl('s3://key:secret@shop-objects')).toThrow('credentials');
    expect(() => parseObjectStoreUrl('s3://shop-objects/prefix')).toThrow('must not have a path');
    expect(() => parseObjectStoreUrl('s3://shop-objects?secret=1')).toThrow('unknown parameter');
    expect(() => parseObjectStoreUrl('s3://ab')).toThrow('names no valid bucket');
    expect(() => parseObjectStoreUrl('https://shop-objects')).toThrow('must start with s3://');
  });

  it('keys are relative paths of plain segments', () => {
    expect(isObjectKey('remotes/mfe-catalog/0.1.0-abc/chunks/spa.3f2a9c01de.js')).toBe(true);
    expect(isObjectKey('remotes/mfe-catalog/../x')).toBe(false);
  });
});
