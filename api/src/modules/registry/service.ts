import { ApiError } from '../../http/envelope';
import { type RegistryRepository, type RemotePin, type RemoteVersion } from './repository';

export const defaultEntry = 'remoteEntry.js';

export interface Release {
  environment: string;
  remotes: RemotePin[];
}

export class RegistryService {
  constructor(
    private readonly repository: RegistryRepository,
    private readonly now: () => Date,
  ) {}

  private async requireEnvironment(environment: string): Promise<void> {
    if (!(await this.repository.environmentExists(environment))) {
      throw new ApiError(
        404,
        'environment_not_found',
        `There is no release environment "${environment}".`,
      );
    }
  }

  /** What is live in an environment: the pinned version of each remote and the one before it. */
  async release(environment: string): Promise<Release> {
    await this.requireEnvironment(environment);
    return { environment, remotes: await this.repository.findPins(environment) };
  }

  /** Every registered version, grouped by remote, newest first. */
  async versions(): Promise<Array<{ remote: string; versions: RemoteVersion[] }>> {
    const grouped = new Map<string, RemoteVersion[]>();
    for (const version of await this.repository.findVersions()) {
      grouped.set(version.remote, [...(grouped.get(version.remote) ?? []), version]);
    }
    return [...grouped].map(([remote, versions]) => ({ remote, versions }));
  }

  /**
   * Registers an immutable build. Registering the same build again is harmless; the same version
   * with another build is refused, because a version names exactly one set of files.
   */
  async registerVersion(
    version: Omit<RemoteVersion, 'registeredAt'>,
  ): Promise<{ registered: RemoteVersion; created: boolean }> {
    const created = await this.repository.insertVersionIfAbsent(version, this.now());
    const registered = await this.repository.findVersion(version.remote, version.version);
    if (!registered) throw new Error(`Version ${version.version} of ${version.remote} vanished`);
    if (registered.buildId !== version.buildId) {
      throw new ApiError(
        409,
        'version_exists',
        `Version ${version.version} of ${version.remote} is already registered with build ` +
          `${registered.buildId}; a version cannot change.`,
      );
    }
    return { registered, created };
  }

  /** Pins a registered version of a remote in an environment (rolls forward or back). */
  async pin(environment: string, remote: string, version: string): Promise<RemotePin> {
    await this.requireEnvironment(environment);
    if (!(await this.repository.remoteExists(remote))) {
      throw new ApiError(
        404,
        'remote_not_found',
        `No version of remote "${remote}" is registered.`,
      );
    }
    if (!(await this.repository.findVersion(remote, version))) {
      throw new ApiError(
        422,
        'version_not_registered',
        `Version ${version} of ${remote} is not registered.`,
        { version: [`Version ${version} of ${remote} is not registered.`] },
      );
    }
    await this.repository.pin(environment, remote, version, this.now());
    const pins = await this.repository.findPins(environment);
    const pinned = pins.find((pin) => pin.remote === remote);
    if (!pinned) throw new Error(`The pin of ${remote} in ${environment} vanished`);
    return pinned;
  }

  /** Makes sure a release environment exists (local publishing may name a new one). */
  ensureEnvironment(environment: string): Promise<void> {
    return this.repository.insertEnvironmentIfAbsent(environment);
  }
}
