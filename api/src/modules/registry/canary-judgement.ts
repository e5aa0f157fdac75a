import { environmentNotFound, invalidField } from './errors';
import {
  type Actor,
  type CanaryHealth,
  type RemoteOutcome,
  type Revision,
  type RevisionPin,
} from './model';
import { requireKnownRemote } from './publish';
import { type RegistryRepository } from './repository';
import { withPin } from './revisions';

/** When a canary is judged: enough candidate sessions, and how much worse it may do. */
export interface CanaryThresholds {
  sessionsMin: number;
  marginPoints: number;
}

export interface OutcomeReport {
  pageLoad: string;
  remotes: Array<{ remote: string; version: string; outcome: RemoteOutcome }>;
}

const judge: Actor = { type: 'system', name: 'system' };

function percentOf(failed: number, sessions: number): number {
  return sessions === 0 ? 0 : (failed / sessions) * 100;
}

/** A canary's sessions and failures, and the stable version's, since the canary started. */
async function healthOf(
  repository: RegistryRepository,
  environment: string,
  pin: RevisionPin & { canary: NonNullable<RevisionPin['canary']> },
): Promise<CanaryHealth> {
  const started = await repository.findRevisionThatSet(environment, {
    remote: pin.remote,
    version: pin.version,
    canaryVersion: pin.canary.version,
  });
  const since = started?.createdAt ?? new Date(0);
  const count = (version: string) =>
    repository.reports.countSessions(environment, pin.remote, version, since);
  return {
    remote: pin.remote,
    stable: { version: pin.version, ...(await count(pin.version)) },
    candidate: { ...pin.canary, ...(await count(pin.canary.version)) },
  };
}

/** The canaries live in an environment, with the rates the judgement sees now. */
export async function canaryHealthOf(
  repository: RegistryRepository,
  revision: Revision,
): Promise<CanaryHealth[]> {
  const health: CanaryHealth[] = [];
  for (const pin of revision.pins) {
    if (pin.canary !== null) {
      health.push(await healthOf(repository, revision.environment, { ...pin, canary: pin.canary }));
    }
  }
  return health;
}

/** Why a canary must end, or null while it may run. */
export function rollbackReasonOf(
  health: CanaryHealth,
  thresholds: CanaryThresholds,
): string | null {
  const { candidate, stable } = health;
  if (candidate.sessions < thresholds.sessionsMin) return null;
  const candidateRate = percentOf(candidate.failed, candidate.sessions);
  const stableRate = percentOf(stable.failed, stable.sessions);
  if (candidateRate - stableRate <= thresholds.marginPoints) return null;
  return (
    `Canary ${health.remote} ${candidate.version} rolled back: ` +
    `${candidate.failed} of ${candidate.sessions} sessions failed (${Math.round(candidateRate)}%) ` +
    `against ${stable.failed} of ${stable.sessions} (${Math.round(stableRate)}%) for ${stable.version}; ` +
    `the margin is ${thresholds.marginPoints} points.`
  );
}

/** Versions already known to have rendered, per `environment remote version` (one process). */
export type RenderedVersions = Set<string>;

/**
 * Stores what a page load saw and judges the canaries it touched. Outcomes of a remote with a
 * live canary are stored per page load, in one transaction holding the environment's lock, and
 * the canary is judged: doing worse than the stable version by more than the margin (with enough
 * sessions) ends it in an `auto_rollback` revision by the system, with an audit entry that says
 * why. Of the other remotes only what the known-good versions need is stored: a version's first
 * rendering and any failure, without the lock, so ordinary page loads never queue on it. Unknown
 * remotes or versions store nothing. Returns whether the release any visitor gets may have
 * changed (a rollback, or a version newly known to render).
 */
export async function recordOutcomes(
  repository: RegistryRepository,
  environment: string,
  report: OutcomeReport,
  settings: { thresholds: CanaryThresholds; rendered: RenderedVersions; now: Date },
): Promise<boolean> {
  const { thresholds, rendered, now } = settings;
  const keyOf = (item: OutcomeReport['remotes'][number]) =>
    `${environment} ${item.remote} ${item.version}`;
  for (const item of report.remotes) {
    requireKnownRemote(item.remote);
    // A version that rendered here before was found then; versions are never deleted.
    if (rendered.has(keyOf(item))) continue;
    if ((await repository.findVersion(item.remote, item.version)) === null) {
      throw invalidField(
        'version_not_registered',
        'remotes',
        `Version ${item.version} of ${item.remote} is not registered.`,
      );
    }
  }
  const current = await repository.findLiveRevision(environment);
  const canaryRemotes = new Set(
    (current?.pins ?? []).filter((pin) => pin.canary !== null).map((pin) => pin.remote),
  );
  const store = (item: OutcomeReport['remotes'][number], into: RegistryRepository) =>
    into.reports.upsertReport({ environment, ...item, pageLoad: report.pageLoad, at: now });

  let changed = false;
  for (const item of report.remotes.filter((entry) => !canaryRemotes.has(entry.remote))) {
    const key = keyOf(item);
    if (item.outcome === 'rendered' && rendered.has(key)) continue;
    await store(item, repository);
    if (item.outcome === 'rendered') {
      rendered.add(key);
      changed = true;
    }
  }
  const judged = report.remotes.filter((entry) => canaryRemotes.has(entry.remote));
  if (judged.length === 0) return changed;

  return repository.transaction(async (transaction) => {
    if (!(await transaction.lockEnvironment(environment))) throw environmentNotFound(environment);
    for (const item of judged) await store(item, transaction);
    let live = await transaction.findLiveRevision(environment);
    const reported = new Set(judged.map((item) => item.remote));
    for (const pin of live?.pins ?? []) {
      if (live === null || pin.canary === null || !reported.has(pin.remote)) continue;
      const health = await healthOf(transaction, environment, { ...pin, canary: pin.canary });
      const reason = rollbackReasonOf(health, thresholds);
      if (reason === null) continue;
      const revision: Revision = {
        environment,
        number: live.number + 1,
        createdAt: now,
        author: 'system',
        reason,
        action: 'auto_rollback',
        restoredRevision: null,
        pins: withPin(live, { ...pin, canary: null }).sort((left, right) =>
          left.remote.localeCompare(right.remote),
        ),
      };
      await transaction.insertRevision(revision);
      await transaction.insertAudit({
        actor: judge,
        action: 'release.auto_rollback',
        environment,
        detail: {
          remote: pin.remote,
          version: pin.version,
          from_version: pin.canary.version,
          percent: 0,
          revision: revision.number,
          reason,
          candidate: health.candidate,
          stable: health.stable,
        },
        at: now,
      });
      live = revision;
      changed = true;
    }
    return changed;
  });
}
