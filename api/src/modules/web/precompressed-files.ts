import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The siblings written beside a compressible file, named as @fastify/static's `preCompressed`
 * looks for them. Written once per file, so at the strongest settings.
 */
const siblingEncodings = [
  {
    extension: '.br',
    compress: (source: Buffer) =>
      brotliCompress(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
  },
  { extension: '.gz', compress: (source: Buffer) => gzip(source, { level: 9 }) },
] as const;

const precompressedExtensions: readonly string[] = siblingEncodings.map(
  (encoding) => encoding.extension,
);

/**
 * Source maps are left out: only developer tools fetch them, and brotli at its strongest spends
 * most of its time on them (they are four times the size of the code).
 */
const compressibleExtensions = new Set(['.css', '.html', '.js', '.json', '.mjs', '.svg', '.txt']);

/** Files this small go out as they are: compressing them saves next to nothing. */
const precompressBytesMin = 1024;

/** Compressions at once: the work is CPU bound and runs on libuv's thread pool. */
const concurrencyMax = 2;

function isCompressible(fileName: string): boolean {
  return compressibleExtensions.has(path.extname(fileName).toLowerCase());
}

/** Whether a request path names a sibling itself rather than a file of the build. */
export function isPrecompressedSibling(pathname: string): boolean {
  return precompressedExtensions.some((extension) => pathname.endsWith(extension));
}

/** The file a sibling was written for (`main.js.br` → `main.js`); other paths unchanged. */
export function sourcePathOf(filePath: string): string {
  const extension = precompressedExtensions.find((candidate) => filePath.endsWith(candidate));
  return extension ? filePath.slice(0, -extension.length) : filePath;
}

async function modifiedMsOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Through a temporary dotfile (never served) and a rename, so nobody reads half a sibling. */
async function writeAtomically(target: string, data: Buffer, modified: Date): Promise<void> {
  const staging = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}`);
  try {
    await writeFile(staging, data);
    // The source's time, so that the sibling counts as current until the source changes.
    await utimes(staging, modified, modified);
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { force: true });
    throw error;
  }
}

/** Relative paths of the folder's files, leaving out dotfiles and whatever is in dot folders. */
async function filesIn(folder: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(folder, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries.filter(
    (entry) => !entry.split(path.sep).some((segment) => segment.startsWith('.')),
  );
}

/** Writes the missing or outdated siblings of one file; returns how many it wrote. */
async function precompressFile(file: string): Promise<number> {
  const source = await stat(file);
  if (!source.isFile() || source.size <= precompressBytesMin) return 0;
  let contents: Buffer | null = null;
  let written = 0;
  for (const encoding of siblingEncodings) {
    const target = `${file}${encoding.extension}`;
    const siblingModifiedMs = await modifiedMsOf(target);
    if (siblingModifiedMs !== null && siblingModifiedMs >= source.mtimeMs) continue;
    contents ??= await readFile(file);
    await writeAtomically(target, await encoding.compress(contents), source.mtime);
    written += 1;
  }
  return written;
}

/**
 * Writes `{file}.br` (brotli, quality 11) and `{file}.gz` (gzip, level 9) beside every
 * compressible file of `folder` (recursively) larger than 1 KB, unless a sibling at least as new
 * as the file is there already. `skip` leaves out files by their path relative to the folder. A
 * missing folder has nothing to compress. Returns the number of siblings written.
 */
export async function precompressFolder(
  folder: string,
  options: { skip?: (relativePath: string) => boolean } = {},
): Promise<number> {
  const pending = (await filesIn(folder)).filter(
    (relativePath) => isCompressible(relativePath) && !options.skip?.(relativePath),
  );
  let written = 0;
  const work = async () => {
    for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
      written += await precompressFile(path.join(folder, next));
    }
  };
  await Promise.all(Array.from({ length: concurrencyMax }, work));
  return written;
}
