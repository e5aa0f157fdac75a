import path from 'node:path';
import { type PublishRequestWire } from 'shared-kernel/wire/registry';
import { readBuildFiles, readBuildManifest } from '../modules/registry/build-folder';
import { type RemoteManifest } from '../modules/registry/model';
import { manifestToWire } from '../modules/registry/wire';
import { CommandFailure } from './shop-client';

/** The registry's limits on one upload (the publish route's body limit, 64 MiB, and 2,000 files). */
const uploadBytesMax = 64 * 1024 * 1024;
const uploadFilesMax = 2000;

/** The build's manifest, checked to be a build of `remote`. */
async function manifestIn(distDir: string, remote: string): Promise<RemoteManifest> {
  let manifest: RemoteManifest;
  try {
    manifest = await readBuildManifest(distDir);
  } catch (error) {
    throw new CommandFailure(`${(error as Error).message} (npm run build -w ${remote}).`, 1);
  }
  if (manifest.remote !== remote) {
    throw new CommandFailure(
      `${path.join(distDir, 'release.json')} is a build of ${manifest.remote}, not of ${remote}.`,
      1,
    );
  }
  return manifest;
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
  const sent = await readBuildFiles(distDir);
  if (sent.length > uploadFilesMax) {
    throw new CommandFailure(
      `${distDir} holds ${sent.length} files; the registry takes at most ${uploadFilesMax} in one version.`,
      1,
    );
  }
  const request: PublishRequestWire = {
    manifest: manifestToWire(manifest),
    files: sent.map((file) => ({
      path: file.path,
      content_base64: file.content.toString('base64'),
    })),
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
