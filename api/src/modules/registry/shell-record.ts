import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sharedPackages } from './compatibility';
import { type ShellRecord } from './model';
import { type RegistryService } from './service';

/** shell/dist/release.json as the shell's build writes it. */
interface ShellManifest {
  shell: true;
  version: string;
  provides: Record<string, string>;
}

function isShellManifest(value: unknown): value is ShellManifest {
  if (typeof value !== 'object' || value === null) return false;
  const manifest = value as Partial<Record<keyof ShellManifest, unknown>>;
  return (
    manifest.shell === true &&
    typeof manifest.version === 'string' &&
    typeof manifest.provides === 'object' &&
    manifest.provides !== null &&
    Object.values(manifest.provides).every((version) => typeof version === 'string')
  );
}

/**
 * What the installed shared packages are, for a shell built before builds wrote release.json
 * (or not built at all): the shell bundles the versions installed next to this server.
 */
async function installedVersions(): Promise<Record<string, string>> {
  const provides: Record<string, string> = {};
  for (const name of sharedPackages) {
    try {
      const file = require.resolve(`${name}/package.json`);
      const { version } = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown };
      if (typeof version === 'string') provides[name] = version;
    } catch {
      // Not installed: the shell provides no version of it.
    }
  }
  return provides;
}

/** The shell in `shellDist`: its release.json, else the installed packages' versions. */
export async function readShellRecord(shellDist: string, now: Date): Promise<ShellRecord> {
  try {
    const manifest: unknown = JSON.parse(
      await readFile(path.join(shellDist, 'release.json'), 'utf8'),
    );
    if (isShellManifest(manifest)) {
      return { version: manifest.version, provides: manifest.provides, recordedAt: now };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) {
      throw error;
    }
  }
  return { version: 'unbuilt', provides: await installedVersions(), recordedAt: now };
}

/**
 * Records the shell this server serves for its own environment, and for every configured
 * environment that has none yet (one machine serving them all: local development).
 */
export async function recordOwnShell(
  registry: RegistryService,
  shellDist: string,
  ownEnvironment: string,
  now: Date,
): Promise<void> {
  const shell = await readShellRecord(shellDist, now);
  await registry.ensureEnvironment(ownEnvironment);
  for (const environment of await registry.environments()) {
    if (environment.name === ownEnvironment || environment.shell === null) {
      await registry.recordShell(environment.name, shell);
    }
  }
}
