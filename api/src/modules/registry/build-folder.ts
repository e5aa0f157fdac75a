import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { RemoteNameWire, RemoteVersionWire } from 'shared-kernel/wire/registry';
import { sourcePathOf } from '../web/precompressed-files';
import { type ArtifactFile } from './artifacts';
import { type RemoteManifest } from './model';

// A remote's build folder (`dist`) as tooling/webpack-config.mjs leaves it: what `npm start` and
// `npm run release -- publish` both upload, so the same build always makes the same version.

/** dist/release.json, written by tooling/release-manifest-plugin.mjs for every remote build. */
const ReleaseManifest = Type.Object({
  remote: RemoteNameWire,
  version: RemoteVersionWire,
  buildId: Type.String({ pattern: '^[0-9A-Za-z._-]{1,64}$' }),
  commit: Type.String({ minLength: 1 }),
  entry: Type.String({ pattern: '^[0-9A-Za-z._-]{1,128}\\.js$' }),
  integrity: Type.String({ pattern: '^sha384-' }),
  requires: Type.Record(Type.String(), Type.String()),
  routes: Type.Array(Type.String()),
  builtAt: Type.String(),
});

/** The build's manifest; an Error saying what to do when it is missing or not a manifest. */
export async function readBuildManifest(distDir: string): Promise<RemoteManifest> {
  const manifestPath = path.join(distDir, 'release.json');
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch {
    throw new Error(`${manifestPath} is missing: build the remote first`);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    manifest = null;
  }
  if (!Value.Check(ReleaseManifest, manifest)) {
    throw new Error(`${manifestPath} is not a release manifest: rebuild the remote`);
  }
  return Value.Clean(ReleaseManifest, manifest) as RemoteManifest;
}

/**
 * Every file of a build, by path relative to it with `/` separators, sorted; without hidden
 * files and without the precompressed siblings (`x.js.br` beside `x.js`) the registry makes
 * itself. A `.gz` with no original beside it is a file of the build and goes with it.
 */
export async function readBuildFiles(distDir: string): Promise<ArtifactFile[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .filter((relative) => !relative.split('/').some((segment) => segment.startsWith('.')))
    .sort();
  const present = new Set(paths);
  const built = paths.filter(
    (file) => sourcePathOf(file) === file || !present.has(sourcePathOf(file)),
  );
  return Promise.all(
    built.map(async (file) => ({ path: file, content: await readFile(path.join(distDir, file)) })),
  );
}
