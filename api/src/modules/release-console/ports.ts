import { type RegistryService } from '../registry/service';

export type { CanaryHealth, PublishedVersion, Revision, RevisionPin } from '../registry/model';

/**
 * What the release console asks of the registry (`app.registry`): its reads, and the changes an
 * operator makes through it. Refusals are ApiErrors whose sentences the console shows.
 */
export type ReleaseRegistry = Pick<
  RegistryService,
  | 'environments'
  | 'liveRevision'
  | 'revisions'
  | 'revision'
  | 'remoteVersions'
  | 'allVersions'
  | 'withdraw'
  | 'pin'
  | 'setCanary'
  | 'promote'
  | 'rollback'
  | 'canaryHealth'
>;
