import { type RemoteName } from 'shared-kernel';

/** One build of a remote the page may load: its entry and the entry's Subresource Integrity. */
export interface ReleaseVersion {
  version: string;
  entryUrl: string;
  /** `sha384-…` of the entry file: the browser refuses an entry whose bytes differ. */
  integrity: string;
}

/**
 * Which track a visitor was given: the environment's stable version, a canary candidate (the
 * visitor's sticky bucket is inside the canary's share), or an operator's preview.
 */
export type ReleaseTrack = 'stable' | 'canary' | 'preview';

/** One remote's version for this visitor (GET /registry/{environment}/release). */
export interface RemoteRelease extends ReleaseVersion {
  remote: RemoteName;
  track: ReleaseTrack;
  /**
   * What to load instead when this version fails to load or render, in order: the stable
   * version (when the visitor got a canary or a preview), then the last versions known to load
   * and render in this environment.
   */
  fallbacks: ReleaseVersion[];
}

/** An operator's signed, expiring preview in this browser: the shell shows its overlay. */
export interface ReleasePreview {
  operator: string;
  expiresAt: string;
}

export interface ReleaseDocument {
  environment: string;
  /** The environment's revision this document was made from (a newer one means a new release). */
  revision: number;
  remotes: RemoteRelease[];
  preview: ReleasePreview | null;
}

/** What happened to one remote version on one page load (reported to the registry). */
export type RemoteOutcome = 'rendered' | 'load_failed' | 'render_failed';

export interface RemoteOutcomeReport {
  /** A UUID made once per page load: the registry counts sessions by it. */
  pageLoad: string;
  remotes: Array<{ remote: RemoteName; version: string; outcome: RemoteOutcome }>;
}
