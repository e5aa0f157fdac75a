import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ObjectRead,
  type ObjectStore,
  type ObjectWrite,
  requireObjectKey,
} from './object-store';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * The object store on this machine's disk: an object is the file at its key under `directory`.
 * Writes go through a temporary dotfile and a rename, so nobody reads half an object. Private
 * objects are readable by this user only (0600 in a 0700 folder). The disk keeps no content
 * type, Cache-Control or entity tag: whoever serves the files knows them.
 */
export class LocalDiskStore implements ObjectStore {
  constructor(readonly directory: string) {}

  async put(key: string, bytes: Buffer, write: ObjectWrite): Promise<void> {
    const target = this.pathOf(key);
    const isPrivate = write.visibility === 'private';
    await mkdir(path.dirname(target), { recursive: true, ...(isPrivate ? { mode: 0o700 } : {}) });
    const staging = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}`);
    try {
      await writeFile(staging, bytes, { flag: 'wx', ...(isPrivate ? { mode: 0o600 } : {}) });
      await rename(staging, target);
    } catch (error) {
      await rm(staging, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<ObjectRead | null> {
    const file = this.pathOf(key);
    try {
      const found = await stat(file);
      if (!found.isFile()) return null;
      return { body: createReadStream(file), contentType: null, sizeBytes: found.size, etag: null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Whether the folder (once created) can be reached; a folder not yet made counts as reachable. */
  async isReachable(): Promise<boolean> {
    try {
      await access(this.directory);
      return true;
    } catch (error) {
      return isMissing(error);
    }
  }

  private pathOf(key: string): string {
    return path.join(this.directory, ...requireObjectKey(key).split('/'));
  }
}
