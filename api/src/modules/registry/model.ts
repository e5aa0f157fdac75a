// The registry's domain values: what the service returns and the console and routes read.

/** Who changes a release: an operator (by email) or the system (local builds, canary judgement). */
export type Actor =
  | {
      type: 'operator';
      email: string;
      /** The environments this operator may change; null or absent is every environment. */
      environments?: readonly string[] | null;
    }
  | { type: 'system'; name: string };

export type RevisionAction =
  'pin' | 'promote' | 'canary' | 'rollback' | 'auto_rollback' | 'local_build';

/** Every change names the revision its author read: a stale one is refused (compare-and-swap). */
export interface ReleaseChange {
  expectedRevision: number;
  actor: Actor;
  reason: string;
}

export interface RevisionPin {
  remote: string;
  version: string;
  canary: { version: string; percent: number } | null;
}

/** One release of an environment: a full snapshot of every remote's pin. */
export interface Revision {
  environment: string;
  number: number;
  createdAt: Date;
  author: string;
  reason: string;
  action: RevisionAction;
  restoredRevision: number | null;
  pins: RevisionPin[];
}

/** A build's release.json. */
export interface RemoteManifest {
  remote: string;
  version: string;
  buildId: string;
  commit: string;
  entry: string;
  integrity: string;
  requires: Record<string, string>;
  routes: string[];
  builtAt: string;
}

export interface PublishedVersion {
  remote: string;
  version: string;
  manifest: RemoteManifest;
  /** SHA-256 (hex) over the sorted files; empty for versions registered before digests. */
  digest: string;
  publishedAt: Date;
  publishedBy: string;
  withdrawn: { at: Date; by: string; reason: string } | null;
  /** Environments whose live revision uses it (stable or canary). */
  liveIn: string[];
}

/** The shell an environment serves, and the shared packages it provides to remotes. */
export interface ShellRecord {
  version: string;
  provides: Record<string, string>;
  recordedAt: Date;
}

export interface CanaryHealth {
  remote: string;
  stable: { version: string; sessions: number; failed: number };
  candidate: { version: string; percent: number; sessions: number; failed: number };
}

export type RemoteOutcome = 'rendered' | 'load_failed' | 'render_failed';

/** The name an actor goes by in revisions and the audit log. */
/** The actor of an operator's change, limited to the environments they may release to. */
export function operatorActor(operator: {
  email: string;
  releaseEnvironments: readonly string[] | null;
}): Actor {
  return { type: 'operator', email: operator.email, environments: operator.releaseEnvironments };
}

/** Whether the actor may change `environment` (null: whether they may change every one). */
export function mayRelease(actor: Actor, environment: string | null): boolean {
  if (actor.type === 'system' || !actor.environments) return true;
  return environment !== null && actor.environments.includes(environment);
}

export function actorName(actor: Actor): string {
  return actor.type === 'operator' ? actor.email : actor.name;
}

/** The live revision of an environment nobody has released to yet. */
export function noRevision(environment: string): Revision {
  return {
    environment,
    number: 0,
    createdAt: new Date(0),
    author: 'system',
    reason: '',
    action: 'pin',
    restoredRevision: null,
    pins: [],
  };
}

/** Whether a revision serves `version` of `remote`, as the stable version or as a canary. */
export function usesVersion(revision: Revision, remote: string, version: string): boolean {
  return revision.pins.some(
    (pin) => pin.remote === remote && (pin.version === version || pin.canary?.version === version),
  );
}
