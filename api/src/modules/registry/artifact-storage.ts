import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ObjectStore } from '../../object-store/object-store';
import { type ArtifactFile, fileExists, versionFolderOf, writeVersionFolder } from './artifacts';

/** Cache-Control of every file of a published version: a version's files never change. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/**
 * Where published versions' files are kept: a folder on this machine (ARTIFACTS_DIR, the
 * default) or the object store (OBJECT_STORE_URL) every API process shares.
 */
export interface ArtifactStorage {
  /** Writes a version's files; returns whether it wrote them (false: they were there). */
  writeVersion(remote: string, version: string, files: readonly ArtifactFile[]): Promise<boolean>;
  hasFile(remote: string, version: string, file: string): Promise<boolean>;
  /** A file of a version, or null when it has no such file. */
  readFile(remote: string, version: string, file: string): Promise<Buffer | null>;
}

/** The folder `{artifactsDir}/{remote}/{version}/`, written once and atomically (artifacts.ts). */
export function folderArtifactStorage(artifactsDir: string): ArtifactStorage {
  const fileOf = (remote: string, version: string, file: string) =>
    path.join(versionFolderOf(artifactsDir, remote, version), ...file.split('/'));
  return {
    writeVersion: (remote, version, files) =>
      writeVersionFolder(versionFolderOf(artifactsDir, remote, version), files),
    hasFile: (remote, version, file) => fileExists(fileOf(remote, version, file)),
    async readFile(remote, version, file) {
      try {
        return await readFile(fileOf(remote, version, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** The key of a file of a version in the object store. */
export function artifactKeyOf(remote: string, version: string, file: string): string {
  return `remotes/${remote}/${version}/${file}`;
}

const contentTypes: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** The Content-Type a file of a build is served with, by its extension. */
export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Uploads at once while a version is written. */
const uploadsMax = 4;

/**
 * `remotes/{remote}/{version}/{file}` in the object store, public and immutable. A version is
 * registered only once every file is written, so no page asks for a file before it is there.
 */
export function objectArtifactStorage(store: ObjectStore): ArtifactStorage {
  return {
    async writeVersion(remote, version, files) {
      const pending = [...files];
      const upload = async () => {
        for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
          await store.put(artifactKeyOf(remote, version, file.path), file.content, {
            contentType: contentTypeOf(file.path),
            cacheControl: immutableCacheControl,
            visibility: 'public',
          });
        }
      };
      await Promise.all(Array.from({ length: uploadsMax }, upload));
      return true;
    },
    hasFile: (remote, version, file) => store.exists(artifactKeyOf(remote, version, file)),
    readFile: (remote, version, file) => store.read(artifactKeyOf(remote, version, file)),
  };
}
