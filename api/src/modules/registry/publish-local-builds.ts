import { randomUUID } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { RemoteNameWire, RemoteVersionWire } from 'shared-kernel/wire/registry';
import { precompressFolder } from '../web/precompressed-files';
import { type RegistryService } from './service';

/** dist/release.json, written by tooling/webpack-config.mjs for every remote build. */
const ReleaseManifest = Type.Object({
  remote: RemoteNameWire,
  version: RemoteVersionWire,
  buildId: Type.String({ pattern: '^[0-9A-Za-z._-]{1,64}$' }),
  entry: Type.String({ pattern: '^[0-9A-Za-z._-]{1,128}\\.js$' }),
});

export interface PublishLocalBuildsOptions {
  /** Absolute `dist` folders of built remotes. */
  distDirs: readonly string[];
  /** Where immutable artifacts live: `{artifactsDir}/{remote}/{version}/`. */
  artifactsDir: string;
  /** Release environment to pin the published versions in. */
  environment: string;
}

export interface PublishReport {
  published: Array<{ remote: string; version: string; copied: boolean; pinned: boolean }>;
  skipped: Array<{ distDir: string; reason: string }>;
}

async function exists(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function readManifest(distDir: string): Promise<typeof ReleaseManifest.static> {
  const manifestPath = path.join(distDir, 'release.json');
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch {
    throw new Error(`${manifestPath} is missing: build the remote first`);
  }
  const manifest: unknown = JSON.parse(text);
  if (!Value.Check(ReleaseManifest, manifest)) {
    throw new Error(`${manifestPath} does not name a remote, version, buildId and entry`);
  }
  return manifest;
}

/**
 * Copies a dist folder to its version folder unless that exists: artifacts are immutable, so an
 * existing version is never overwritten. The copy lands under a temporary name first, gets its
 * precompressed siblings (`.br`, `.gz`, served to clients that accept them) and is renamed into
 * place, so nobody serves a half-copied version. A version published without siblings gets the
 * missing ones; its own files stay as they are. Returns whether it copied.
 */
async function copyOnce(distDir: string, target: string): Promise<boolean> {
  if (await exists(target)) {
    await precompressFolder(target);
    return false;
  }
  await mkdir(path.dirname(target), { recursive: true });
  const staging = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}`);
  try {
    await cp(distDir, staging, { recursive: true });
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

/**
 * Publishes remotes built on this machine: for each dist folder, reads release.json, copies the
 * build to `{artifactsDir}/{remote}/{version}/` if absent, registers the version and pins it in
 * `environment` (the version it replaces becomes the previous one). A folder that cannot be
 * published is reported as skipped; the others still go out.
 */
export async function publishLocalBuilds(
  registry: RegistryService,
  options: PublishLocalBuildsOptions,
): Promise<PublishReport> {
  const report: PublishReport = { published: [], skipped: [] };
  await registry.ensureEnvironment(options.environment);
  for (const distDir of options.distDirs) {
    try {
      const manifest = await readManifest(distDir);
      const target = path.join(options.artifactsDir, manifest.remote, manifest.version);
      const copied = await copyOnce(distDir, target);
      await registry.registerVersion({
        remote: manifest.remote,
        version: manifest.version,
        buildId: manifest.buildId,
        entry: manifest.entry,
      });
      const before = (await registry.release(options.environment)).remotes.find(
        (pin) => pin.remote === manifest.remote,
      );
      await registry.pin(options.environment, manifest.remote, manifest.version);
      report.published.push({
        remote: manifest.remote,
        version: manifest.version,
        copied,
        pinned: before?.version !== manifest.version,
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
