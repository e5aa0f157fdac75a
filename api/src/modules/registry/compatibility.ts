import { satisfies, valid, coerce } from 'semver';
import { ownerOf } from 'shared-kernel';
import { type RemoteManifest, type ShellRecord } from './model';

/** The shared packages a shell provides and a remote may require a range of. */
export const sharedPackages = ['shared-kernel', 'react', 'react-dom', 'react-router-dom'] as const;

/** A provided version as semver reads it (`7.9.x` is read as 7.9.0). */
function versionOf(provided: string): string | null {
  return valid(provided) ?? coerce(provided)?.version ?? null;
}

/**
 * Why a build cannot run in an environment, one sentence per problem (none: it can): the
 * environment's shell must provide every shared package in the range the build requires, and
 * every route the build declares must belong to it by the route ownership table.
 */
export function compatibilityProblems(
  manifest: RemoteManifest,
  environment: string,
  shell: ShellRecord | null,
): string[] {
  if (shell === null) return [`No shell is recorded for ${environment} yet.`];
  const name = `${manifest.remote} ${manifest.version}`;
  const problems: string[] = [];
  for (const packageName of sharedPackages) {
    const range = manifest.requires[packageName];
    if (range === undefined) continue;
    const provided = shell.provides[packageName];
    const version = provided === undefined ? null : versionOf(provided);
    if (version === null || !satisfies(version, range)) {
      problems.push(
        `${name} needs ${packageName} ${range}; the ${environment} shell provides ${provided ?? 'none'}.`,
      );
    }
  }
  for (const route of manifest.routes) {
    const owner = ownerOf(route);
    if (owner !== manifest.remote) {
      const holder = owner === 'shell' ? 'the shell' : owner;
      problems.push(`${name} claims ${route}, which belongs to ${holder}.`);
    }
  }
  return problems;
}
