import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type PublishRequestWire } from 'shared-kernel/wire/registry';
import { type RemoteManifest } from '../modules/registry/model';
import { manifestToWire } from '../modules/registry/wire';
import { CommandFailure } from './shop-client';

/** The registry's limits on one upload (release-design: bodyLimit 64 MiB, 2,000 files). */
const uploadBytesMax = 64 * 1024 * 1024;
const uploadFilesMax = 2000;

/** Precompressed copies the registry makes itself when it stores a version. */
const precompressedExtensions = ['.br', '.gz'];

/** dist/release.json as the build writes it (camelCase; the upload is snake_case). */
type BuildManifest = RemoteManifest;

async function manifestIn(distDir: string, remote: string): Promise<BuildManifest> {
  const manifestPath = path.join(distDir, 'release.json');
  let manifest: Partial<BuildManifest>;
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Partial<BuildManifest>;
  } catch {
    throw new CommandFailure(
      `There is no readable ${manifestPath}: build the remote first (npm run build -w ${remote}).`,
      1,
    );
  }
  if (manifest.remote !== remote) {
    throw new CommandFailure(
      `${manifestPath} is a build of ${String(manifest.remote)}, not of ${remote}.`,
      1,
    );
  }
  const missing = (
    ['version', 'buildId', 'commit', 'entry', 'integrity', 'requires', 'routes', 'builtAt'] as const
  ).filter((key) => manifest[key] === undefined);
  if (missing.length > 0) {
    throw new CommandFailure(
      `${manifestPath} has no ${missing.join(', ')}: rebuild the remote (npm run build -w ${remote}).`,
      1,
    );
  }
  return manifest as BuildManifest;
}

/** Every file under `folder`, as paths relative to it with `/` separators, sorted. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

/** `remoteEntry.js.br` beside `remoteEntry.js`: made again by the registry, so not sent. */
function isPrecompressedSibling(file: string, files: ReadonlySet<string>): boolean {
  const extension = path.posix.extname(file);
  return precompressedExtensions.includes(extension) && files.has(file.slice(0, -extension.length));
}

/**
 * The body of `POST /registry/remotes/{remote}/versions` for the build in `distDir`: its
 * manifest and every file of it except the precompressed siblings.
 */
export async function publishRequestOf(
  distDir: string,
  remote: string,
): Promise<PublishRequestWire> {
  const manifest = await manifestIn(distDir, remote);
  const all = await filesUnder(distDir);
  const present = new Set(all);
  const sent = all.filter((file) => !isPrecompressedSibling(file, present));
  if (sent.length > uploadFilesMax) {
    throw new CommandFailure(
      `${distDir} holds ${sent.length} files; the registry takes at most ${uploadFilesMax} in one version.`,
      1,
    );
  }
  const request: PublishRequestWire = {
    manifest: manifestToWire(manifest),
    files: await Promise.all(
      sent.map(async (file) => ({
        path: file,
        content_base64: (await readFile(path.join(distDir, file))).toString('base64'),
      })),
    ),
  };
  const bytes = request.files.reduce((total, file) => total + file.content_base64.length, 0);
  if (bytes > uploadBytesMax) {
    const mebibytes = (bytes / 1024 / 1024).toFixed(1);
    throw new CommandFailure(
      `${distDir} makes an upload of ${mebibytes} MiB; the registry takes at most 64 MiB.`,
      1,
    );
  }
  return request;
}
