import { type ArtifactStorage } from './artifact-storage';
import { compatibilityProblems } from './compatibility';
import {
  artifactMissing,
  environmentNotFound,
  releaseForbidden,
  incompatibleRemote,
  revisionConflict,
  versionWithdrawn,
} from './errors';
import {
  actorName,
  mayRelease,
  noRevision,
  type ReleaseChange,
  type Revision,
  type RevisionAction,
  type RevisionPin,
} from './model';
import { requireVersion } from './publish';
import { type RegistryRepository } from './repository';

/** What the audit log keeps of a change besides who, when and why. */
export type ChangeDetail = Record<string, string | number | null>;

export interface ReleaseDraft {
  action: RevisionAction;
  pins: RevisionPin[];
  restoredRevision?: number | null;
  detail: ChangeDetail;
}

/**
 * Makes a change the next revision of an environment (compare-and-swap): locks the
 * environment's row, refuses the change when the live revision is not the one its author read,
 * and inserts revision n+1 made by `draft` from the live one, with its audit entry, in one
 * transaction. Two changes made from the same revision: one wins, the other gets 412.
 */
export async function changeRelease(
  repository: RegistryRepository,
  environment: string,
  change: ReleaseChange,
  now: () => Date,
  draft: (live: Revision, repository: RegistryRepository) => Promise<ReleaseDraft> | ReleaseDraft,
): Promise<Revision> {
  if (!mayRelease(change.actor, environment)) throw releaseForbidden(change.actor, environment);
  return repository.transaction(async (transaction) => {
    if (!(await transaction.lockEnvironment(environment))) throw environmentNotFound(environment);
    const live = (await transaction.findLiveRevision(environment)) ?? noRevision(environment);
    if (live.number !== change.expectedRevision) {
      throw revisionConflict(environment, live.number, change.expectedRevision);
    }
    const next = await draft(live, transaction);
    const revision: Revision = {
      environment,
      number: live.number + 1,
      createdAt: now(),
      author: actorName(change.actor),
      reason: change.reason,
      action: next.action,
      restoredRevision: next.restoredRevision ?? null,
      pins: [...next.pins].sort((left, right) => left.remote.localeCompare(right.remote)),
    };
    await transaction.insertRevision(revision);
    await transaction.insertAudit({
      actor: change.actor,
      action: `release.${next.action}`,
      environment,
      detail: {
        ...next.detail,
        revision: revision.number,
        restored_revision: revision.restoredRevision,
        reason: change.reason,
      },
      at: revision.createdAt,
    });
    return revision;
  });
}

/** The revision's pins with one remote's pin replaced (or added). */
export function withPin(revision: Revision, pin: RevisionPin): RevisionPin[] {
  return [...revision.pins.filter((candidate) => candidate.remote !== pin.remote), pin];
}

export function pinOf(revision: Revision, remote: string): RevisionPin | null {
  return revision.pins.find((pin) => pin.remote === remote) ?? null;
}

/**
 * Refuses a version an environment cannot run: unknown, withdrawn, its entry file not among
 * the stored artifacts, or incompatible with the environment's shell.
 */
export async function requireReleasable(
  repository: RegistryRepository,
  artifacts: ArtifactStorage,
  environment: string,
  remote: string,
  version: string,
): Promise<void> {
  const stored = await requireVersion(repository, remote, version);
  if (stored.withdrawn !== null) throw versionWithdrawn(remote, version);
  if (!(await artifacts.hasFile(remote, version, stored.manifest.entry))) {
    throw artifactMissing(remote, version, stored.manifest.entry);
  }
  const record = await repository.findEnvironment(environment);
  if (record === null) throw environmentNotFound(environment);
  const problems = compatibilityProblems(stored.manifest, environment, record.shell);
  if (problems.length > 0) throw incompatibleRemote(problems);
}
