import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { RemoteNameWire, RemoteVersionWire } from 'shared-kernel/wire/registry';
import { isPrecompressedSibling } from '../web/precompressed-files';
import { type ArtifactFile } from './artifacts';
import { type RemoteManifest } from './model';
import { type RegistryService } from './service';

/** dist/release.json, written by tooling/webpack-config.mjs for every remote build. */
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

export interface PublishLocalBuildsOptions {
  /** Absolute `dist` folders of built remotes. */
  distDirs: readonly string[];
  /** Release environment to pin the published versions in. */
  environment: string;
}

export interface PublishReport {
  published: Array<{
    remote: string;
    version: string;
    /** Whether this publishing registered the version (false: it was published before). */
    created: boolean;
    pinned: boolean;
    /** Why the build was not pinned: a person's pin, or a refusal; null when pinned or live. */
    note: string | null;
  }>;
  skipped: Array<{ distDir: string; reason: string }>;
}

async function readManifest(distDir: string): Promise<RemoteManifest> {
  const manifestPath = path.join(distDir, 'release.json');
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch {
    throw new Error(`${manifestPath} is missing: build the remote first`);
  }
  const manifest: unknown = JSON.parse(text);
  if (!Value.Check(ReleaseManifest, manifest)) {
    throw new Error(`${manifestPath} is not a release manifest: rebuild the remote`);
  }
  return Value.Clean(ReleaseManifest, manifest) as RemoteManifest;
}

/** Every file of a build, except precompressed siblings and hidden files. */
async function filesOf(distDir: string): Promise<ArtifactFile[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files: ArtifactFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(distDir, absolute).split(path.sep).join('/');
    if (isPrecompressedSibling(relative) || relative.split('/').some((s) => s.startsWith('.'))) {
      continue;
    }
    files.push({ path: relative, content: await readFile(absolute) });
  }
  return files;
}

/**
 * Publishes remotes built on this machine through the registry's publish (same checks, versions
 * immutable) and pins each in `environment` when nobody has chosen that remote's version there:
 * it has no pin yet, or its pin came from a local build. A person's pin is never moved: the
 * build is then published and left for a person to pin. A folder that cannot be published is
 * reported as skipped; the others still go out.
 */
export async function publishLocalBuilds(
  registry: RegistryService,
  options: PublishLocalBuildsOptions,
): Promise<PublishReport> {
  const report: PublishReport = { published: [], skipped: [] };
  const system = { type: 'system', name: 'system' } as const;
  await registry.ensureEnvironment(options.environment);
  for (const distDir of options.distDirs) {
    try {
      const manifest = await readManifest(distDir);
      const { created } = await registry.publish(
        { manifest, files: await filesOf(distDir) },
        system,
      );
      const outcome = await pinUnlessChosen(registry, options.environment, manifest);
      report.published.push({
        remote: manifest.remote,
        version: manifest.version,
        created,
        ...outcome,
      });
    } catch (error) {
      report.skipped.push({
        distDir,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return report;
}

async function pinUnlessChosen(
  registry: RegistryService,
  environment: string,
  manifest: RemoteManifest,
): Promise<{ pinned: boolean; note: string | null }> {
  const live = await registry.liveRevision(environment);
  const current = live.pins.find((pin) => pin.remote === manifest.remote);
  if (current?.version === manifest.version && current.canary === null) {
    return { pinned: false, note: null };
  }
  if (current !== undefined) {
    const setter = await registry.revisionThatSet(environment, manifest.remote);
    if (setter !== null && setter.action !== 'local_build') {
      return {
        pinned: false,
        note: `${setter.author} chose ${current.version} in revision ${setter.number}; pin ${manifest.version} yourself to release it`,
      };
    }
  }
  try {
    await registry.pinLocalBuild(environment, manifest.remote, manifest.version, live.number);
    return { pinned: true, note: null };
  } catch (error) {
    return { pinned: false, note: error instanceof Error ? error.message : String(error) };
  }
}
