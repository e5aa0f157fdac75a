import { type ArtifactStorage } from './artifact-storage';
import { environmentNotFound, invalidField } from './errors';
import { noRevision, type ReleaseChange, type Revision, usesVersion } from './model';
import { requireKnownRemote } from './publish';
import { type RegistryRepository } from './repository';
import {
  type ChangeDetail,
  changeRelease,
  pinOf,
  type ReleaseDraft,
  requireReleasable,
  withPin,
} from './revisions';

/**
 * The changes a person (or a local build) makes to an environment's release. Each checks what
 * it releases first (known, not withdrawn, files stored, compatible with the shell), then
 * becomes the next revision by compare-and-swap (revisions.ts).
 */
export class ReleaseChanges {
  constructor(
    private readonly repository: RegistryRepository,
    private readonly artifacts: ArtifactStorage,
    private readonly now: () => Date,
  ) {}

  /** Makes `version` the stable version of `remote` (ending its canary). */
  async pin(
    environment: string,
    remote: string,
    version: string,
    change: ReleaseChange,
    action: 'pin' | 'local_build' = 'pin',
  ): Promise<Revision> {
    await this.requireReleasable(environment, remote, version);
    return this.change(environment, change, (live) => ({
      action,
      pins: withPin(live, { remote, version, canary: null }),
      detail: { remote, version, from_version: pinOf(live, remote)?.version ?? null },
    }));
  }

  /**
   * 0 ends the canary (the stable version stays), 1–99 runs `version` as a canary for that
   * share of visitors, 100 makes it the stable version.
   */
  async setCanary(
    environment: string,
    remote: string,
    version: string,
    percent: number,
    change: ReleaseChange,
    action: 'canary' | 'promote' = 'canary',
    extraDetail: ChangeDetail = {},
  ): Promise<Revision> {
    if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
      throw invalidField(
        'invalid_percent',
        'percent',
        'The percent must be a whole number from 0 to 100.',
      );
    }
    if (percent > 0) await this.requireReleasable(environment, remote, version);
    return this.change(environment, change, (live) => {
      const current = pinOf(live, remote);
      const detail = {
        ...extraDetail,
        remote,
        version,
        percent,
        from_version: current?.version ?? null,
      };
      if (percent === 100) {
        return { action, pins: withPin(live, { remote, version, canary: null }), detail };
      }
      if (current === null) {
        throw invalidField(
          'no_stable_version',
          'version',
          `${remote} has no stable version in ${environment} yet: pin one before a canary.`,
        );
      }
      const canary = percent === 0 ? null : { version, percent };
      if (canary === null && current.canary?.version !== version) {
        throw invalidField(
          'no_canary',
          'version',
          `${remote} ${version} is not a canary in ${environment}: there is nothing to end.`,
        );
      }
      if (canary !== null && current.version === version) {
        throw invalidField(
          'canary_is_stable',
          'version',
          `${remote} ${version} is already the stable version in ${environment}.`,
        );
      }
      return { action, pins: withPin(live, { ...current, canary }), detail };
    });
  }

  /**
   * Releases in `environment` the stable version of `remote` live in `from` (the same build,
   * never a rebuild): as the stable version (percent null or 100) or as a canary (1–99).
   */
  async promote(
    environment: string,
    from: string,
    remote: string,
    percent: number | null,
    change: ReleaseChange,
  ): Promise<Revision> {
    requireKnownRemote(remote);
    if (percent !== null && (!Number.isInteger(percent) || percent < 1 || percent > 100)) {
      throw invalidField(
        'invalid_percent',
        'percent',
        'A promotion goes to a whole percentage of visitors from 1 to 100.',
      );
    }
    if (from === environment) {
      throw invalidField(
        'invalid_promotion',
        'from',
        `Promote to ${environment} from another environment.`,
      );
    }
    if ((await this.repository.findEnvironment(from)) === null) throw environmentNotFound(from);
    const source = pinOf(
      (await this.repository.findLiveRevision(from)) ?? noRevision(from),
      remote,
    );
    if (source === null) {
      throw invalidField(
        'not_live',
        'remote',
        `${remote} has no stable version in ${from} to promote.`,
      );
    }
    return this.setCanary(environment, remote, source.version, percent ?? 100, change, 'promote', {
      from_environment: from,
    });
  }

  /** A new revision with the pins of an earlier one (canaries included). */
  async rollback(environment: string, number: number, change: ReleaseChange): Promise<Revision> {
    if ((await this.repository.findEnvironment(environment)) === null) {
      throw environmentNotFound(environment);
    }
    const target = await this.repository.findRevision(environment, number);
    if (target === null || number >= change.expectedRevision) {
      throw invalidField(
        'revision_not_found',
        'revision',
        `${environment} has no earlier revision ${number}.`,
      );
    }
    const live = (await this.repository.findLiveRevision(environment)) ?? noRevision(environment);
    for (const pin of target.pins) {
      for (const version of [pin.version, pin.canary?.version]) {
        if (version !== undefined && !usesVersion(live, pin.remote, version)) {
          await this.requireReleasable(environment, pin.remote, version);
        }
      }
    }
    return this.change(environment, change, () => ({
      action: 'rollback',
      pins: target.pins,
      restoredRevision: number,
      detail: { restored_revision: number },
    }));
  }

  private change(
    environment: string,
    change: ReleaseChange,
    draft: (live: Revision) => ReleaseDraft,
  ): Promise<Revision> {
    return changeRelease(this.repository, environment, change, this.now, draft);
  }

  private requireReleasable(environment: string, remote: string, version: string): Promise<void> {
    return requireReleasable(this.repository, this.artifacts, environment, remote, version);
  }
}
