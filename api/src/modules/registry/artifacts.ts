import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { precompressFolder } from '../web/precompressed-files';

/** One file of a build, relative to its version folder. */
export interface ArtifactFile {
  path: string;
  content: Buffer;
}

/** Where a version's files live: `{artifactsDir}/{remote}/{version}/`. */
export function versionFolderOf(artifactsDir: string, remote: string, version: string): string {
  return path.join(artifactsDir, remote, version);
}

/**
 * Whether a file path may be written inside a version folder: relative, forward slashes, no
 * `.`/`..` or hidden segments, and no precompressed sibling (the server writes those itself).
 */
export function isSafeArtifactPath(filePath: string): boolean {
  if (filePath.startsWith('/') || filePath.includes('\\') || filePath.includes('\0')) return false;
  if (/\.(br|gz)$/.test(filePath)) return false;
  return filePath
    .split('/')
    .every((segment) => segment !== '' && !segment.startsWith('.') && segment.length <= 200);
}

/** SHA-256 (hex) over the sorted lines `path\0sha256(content)\n`: the identity of a build. */
export function digestOf(files: readonly ArtifactFile[]): string {
  const lines = files
    .map((file) => `${file.path}\0${createHash('sha256').update(file.content).digest('hex')}\n`)
    .sort();
  return createHash('sha256').update(lines.join('')).digest('hex');
}

/** `sha384-<base64>`: the Subresource Integrity of an entry file. */
export function integrityOf(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

export async function fileExists(target: string): Promise<boolean> {
  try {
    return (await stat(target)).isFile();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function folderExists(target: string): Promise<boolean> {
  try {
    return (await stat(target)).isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Writes a version's files unless its folder exists: artifacts are immutable, so an existing
 * version is never overwritten. The files land under a temporary name first, get their
 * precompressed siblings (`.br`, `.gz`, served to clients that accept them) and are renamed
 * into place, so nobody serves a half-written version. A version written without siblings gets
 * the missing ones; its own files stay as they are. Returns whether it wrote the files.
 */
export async function writeVersionFolder(
  target: string,
  files: readonly ArtifactFile[],
): Promise<boolean> {
  if (await folderExists(target)) {
    await precompressFolder(target);
    return false;
  }
  await mkdir(path.dirname(target), { recursive: true });
  const staging = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}`);
  try {
    for (const file of files) {
      const destination = path.join(staging, ...file.path.split('/'));
      await mkdir(path.dirname(destination), { recursive: true });
      await writeFile(destination, file.content);
    }
    await precompressFolder(staging);
    await rename(staging, target);
    return true;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  }
}
