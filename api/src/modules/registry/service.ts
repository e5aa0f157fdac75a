import {
  type CanaryThresholds,
  canaryHealthOf,
  type OutcomeReport,
  recordOutcomes,
  type RenderedVersions,
} from './canary-judgement';
import { ApiError } from '../../http/envelope';
import { type ArtifactStorage } from './artifact-storage';
import { compatibilityProblems } from './compatibility';
import { environmentNotFound, releaseForbidden, revisionNotFound } from './errors';
import {
  type Actor,
  actorName,
  type CanaryHealth,
  mayRelease,
  noRevision,
  type PublishedVersion,
  type ReleaseChange,
  type Revision,
  type ShellRecord,
  usesVersion,
} from './model';
import { type Preview } from './preview-cookie';
import { publishVersion, requireKnownRemote, requireVersion, type Upload } from './publish';
import {
  type EnvironmentRelease,
  loadEnvironmentRelease,
  releaseForVisitor,
  usableVersion,
  type VisitorRelease,
} from './release-document';
import { type RegistryRepository, type StoredVersion } from './repository';
import { pinOf } from './revisions';
import { ReleaseChanges } from './release-changes';

export type * from './model';

const system: Actor = { type: 'system', name: 'system' };

/**
 * How long a process answers page loads from its copy of an environment's release. Changes made
 * through this process drop the copy at once; another process's change shows within this time.
 */
export const liveReleaseCacheMs = 2_000;

export interface RegistrySettings {
  /** Where published versions' files are kept. */
  artifacts: ArtifactStorage;
  canary: CanaryThresholds;
  now: () => Date;
}

/**
 * The release registry: published versions of each remote, and per environment the numbered
 * revisions that say which version (and canary) of each remote is live. Every change names the
 * revision it was made from and is refused when another change came first.
 */
export class RegistryService {
  private readonly changes: ReleaseChanges;
  /** Each environment's live release as every visitor's document starts from it. */
  private readonly liveReleases = new Map<
    string,
    { release: Promise<EnvironmentRelease>; loadedAt: number }
  >();
  private readonly rendered: RenderedVersions = new Set();
  /** Where published versions' files are kept (the web module serves them from there). */
  readonly artifacts: ArtifactStorage;

  constructor(
    private readonly repository: RegistryRepository,
    private readonly settings: RegistrySettings,
  ) {
    this.artifacts = settings.artifacts;
    this.changes = new ReleaseChanges(repository, settings.artifacts, settings.now);
  }

  async environments(): Promise<
    Array<{ name: string; revision: number; shell: ShellRecord | null }>
  > {
    return this.repository.findEnvironments();
  }

  /** The environment's release: its highest revision (number 0, no pins, before the first). */
  async liveRevision(environment: string): Promise<Revision> {
    await this.requireEnvironment(environment);
    return (await this.repository.findLiveRevision(environment)) ?? noRevision(environment);
  }

  async revisions(
    environment: string,
    page: { number: number; size: number },
  ): Promise<{ revisions: Revision[]; total: number }> {
    await this.requireEnvironment(environment);
    return this.repository.findRevisions(environment, {
      limit: page.size,
      offset: Math.max(0, page.number - 1) * page.size,
    });
  }

  async revision(environment: string, number: number): Promise<Revision> {
    await this.requireEnvironment(environment);
    const revision = await this.repository.findRevision(environment, number);
    if (revision === null) throw revisionNotFound(environment, number);
    return revision;
  }

  /** One remote's versions, newest first. */
  async remoteVersions(remote: string): Promise<PublishedVersion[]> {
    requireKnownRemote(remote);
    return this.withLiveIn(await this.repository.findVersions(remote));
  }

  async allVersions(): Promise<Array<{ remote: string; versions: PublishedVersion[] }>> {
    const grouped = new Map<string, PublishedVersion[]>();
    for (const version of await this.withLiveIn(await this.repository.findVersions())) {
      grouped.set(version.remote, [...(grouped.get(version.remote) ?? []), version]);
    }
    return [...grouped].map(([remote, versions]) => ({ remote, versions }));
  }

  async publish(
    upload: Upload,
    actor: Actor,
  ): Promise<{ version: PublishedVersion; created: boolean }> {
    const { version, created } = await publishVersion(
      this.repository,
      this.settings.artifacts,
      upload,
      actor,
      this.settings.now(),
    );
    const [published] = await this.withLiveIn([version]);
    return { version: published ?? { ...version, liveIn: [] }, created };
  }

  /**
   * Withdraws a version for good: it is never pinned, canaried, promoted or a fallback again.
   * Refused while any environment's live release uses it.
   */
  async withdraw(
    remote: string,
    version: string,
    actor: Actor,
    reason: string,
  ): Promise<PublishedVersion> {
    // A withdrawn version is gone from every environment: only an unlimited manager may.
    if (!mayRelease(actor, null)) throw releaseForbidden(actor, null);
    const stored = await requireVersion(this.repository, remote, version);
    const [current] = await this.withLiveIn([stored]);
    if (current === undefined) throw new Error(`Version ${version} of ${remote} vanished`);
    if (current.liveIn.length > 0) {
      const message = `${remote} ${version} is live in ${current.liveIn.join(', ')}; release another version there first.`;
      throw new ApiError(409, 'version_live', message, { version: [message] });
    }
    if (current.withdrawn !== null) return current;
    const withdrawn = { at: this.settings.now(), by: actorName(actor), reason };
    await this.repository.transaction(async (transaction) => {
      await transaction.withdrawVersion(remote, version, withdrawn);
      await transaction.insertAudit({
        actor,
        action: 'release.withdraw',
        environment: '*',
        detail: { remote, version, reason },
        at: withdrawn.at,
      });
    });
    this.liveReleases.clear();
    return { ...current, withdrawn };
  }

  /** Makes `version` the stable version of `remote` (ending its canary). */
  pin(environment: string, remote: string, version: string, change: ReleaseChange) {
    return this.afterChange(this.changes.pin(environment, remote, version, change));
  }

  /** 0 ends a canary, 1–99 runs `version` as one for that share, 100 makes it stable. */
  setCanary(
    environment: string,
    remote: string,
    version: string,
    percent: number,
    change: ReleaseChange,
  ): Promise<Revision> {
    return this.afterChange(this.changes.setCanary(environment, remote, version, percent, change));
  }

  /** Releases the stable version of `remote` live in `from` (as stable, or as a canary). */
  promote(
    environment: string,
    from: string,
    remote: string,
    percent: number | null,
    change: ReleaseChange,
  ): Promise<Revision> {
    return this.afterChange(this.changes.promote(environment, from, remote, percent, change));
  }

  /** A new revision with the pins of an earlier one. */
  rollback(environment: string, number: number, change: ReleaseChange): Promise<Revision> {
    return this.afterChange(this.changes.rollback(environment, number, change));
  }

  async compatibilityProblems(
    environment: string,
    remote: string,
    version: string,
  ): Promise<string[]> {
    const record = await this.repository.findEnvironment(environment);
    if (record === null) throw environmentNotFound(environment);
    const stored = await requireVersion(this.repository, remote, version);
    return compatibilityProblems(stored.manifest, environment, record.shell);
  }

  /** The rates the canary judgement sees now, for the console. */
  async canaryHealth(environment: string): Promise<CanaryHealth[]> {
    return canaryHealthOf(this.repository, await this.liveRevision(environment));
  }

  /** What one visitor gets of an environment's release (see release-document.ts). */
  async releaseFor(
    environment: string,
    visitorId: string,
    preview: Preview | null,
  ): Promise<VisitorRelease> {
    const live = await this.environmentRelease(environment);
    const previewed = new Map<string, StoredVersion>();
    if (preview?.environment === environment) {
      for (const [remote, version] of Object.entries(preview.overrides)) {
        const stored = await usableVersion(this.repository, remote, version);
        if (stored !== null) previewed.set(remote, stored);
      }
    }
    return releaseForVisitor(live, visitorId, preview, previewed);
  }

  /** Stores a page load's outcomes and judges the canaries they touch. */
  async report(environment: string, report: OutcomeReport): Promise<void> {
    await this.environmentRelease(environment);
    const changed = await recordOutcomes(this.repository, environment, report, {
      thresholds: this.settings.canary,
      rendered: this.rendered,
      now: this.settings.now(),
    });
    if (changed) this.liveReleases.delete(environment);
  }

  /** Drops every copy of a live release once a change is made (visible to the next page load). */
  private async afterChange<Result>(change: Promise<Result>): Promise<Result> {
    try {
      return await change;
    } finally {
      this.liveReleases.clear();
    }
  }

  /** The live release page loads start from: read once per environment every couple of seconds. */
  private environmentRelease(environment: string): Promise<EnvironmentRelease> {
    const cached = this.liveReleases.get(environment);
    if (cached && Date.now() - cached.loadedAt < liveReleaseCacheMs) return cached.release;
    const release = loadEnvironmentRelease(this.repository, environment);
    this.liveReleases.set(environment, { release, loadedAt: Date.now() });
    release.catch(() => this.liveReleases.delete(environment));
    return release;
  }

  /** Creates the configured environments and keeps them in promotion order. */
  saveEnvironmentOrder(names: readonly string[]): Promise<void> {
    return this.repository.saveEnvironmentOrder(names);
  }

  ensureEnvironment(environment: string): Promise<void> {
    return this.repository.insertEnvironmentIfAbsent(environment);
  }

  recordShell(environment: string, shell: ShellRecord): Promise<void> {
    return this.repository.updateShell(environment, shell);
  }

  /** The revision that set a remote's current pin (local builds move only their own pins). */
  async revisionThatSet(environment: string, remote: string): Promise<Revision | null> {
    const pin = pinOf(await this.liveRevision(environment), remote);
    if (pin === null) return null;
    return this.repository.findRevisionThatSet(environment, {
      remote,
      version: pin.version,
      canaryVersion: pin.canary?.version ?? null,
    });
  }

  /** Pins a local build as the system, from the revision the caller read. */
  pinLocalBuild(
    environment: string,
    remote: string,
    version: string,
    expectedRevision: number,
  ): Promise<Revision> {
    const change = { expectedRevision, actor: system, reason: 'Built on this machine.' };
    return this.afterChange(this.changes.pin(environment, remote, version, change, 'local_build'));
  }

  private async requireEnvironment(environment: string): Promise<void> {
    if ((await this.repository.findEnvironment(environment)) === null) {
      throw environmentNotFound(environment);
    }
  }

  private async withLiveIn(versions: StoredVersion[]): Promise<PublishedVersion[]> {
    const live = await this.repository.findLiveRevisions();
    return versions.map((version) => {
      if (version.withdrawn !== null) return { ...version, liveIn: [] };
      const liveIn = live
        .filter((revision) => usesVersion(revision, version.remote, version.version))
        .map((revision) => revision.environment)
        .sort();
      return { ...version, liveIn };
    });
  }
}
