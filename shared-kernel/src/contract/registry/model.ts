import { type RemoteName } from 'shared-kernel';

/** One remote's pinned version in an environment (GET /registry/{environment}/release). */
export interface RemoteRelease {
  remote: RemoteName;
  version: string;
  entryUrl: string;
  /** The version pinned before the current one: the last known good. */
  previousVersion: string | null;
  previousEntryUrl: string | null;
}

export interface ReleaseDocument {
  environment: string;
  remotes: RemoteRelease[];
}
