import { readBuildFiles, readBuildManifest } from './build-folder';
import { type RemoteManifest } from './model';
import { type RegistryService } from './service';

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
      const manifest = await readBuildManifest(distDir);
      const { created } = await registry.publish(
        { manifest, files: await readBuildFiles(distDir) },
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
