import {
  type PublishedVersionWire,
  type ReleaseWire,
  type RevisionWire,
} from 'shared-kernel/wire/registry';
import { type AppConfig } from '../../plugins/config';
import { type PublishedVersion, type RemoteManifest, type Revision } from './model';
import { type LoadableVersion, type VisitorRelease } from './release-document';

/**
 * Where pages load remote builds from: the object store's public origin (a CDN) when there is
 * one, else this API's public origin, which serves `/remotes/…` itself (see the web module).
 */
export function artifactOriginOf(
  config: Pick<AppConfig, 'publicUrl' | 'objectStorePublicUrl'>,
): string {
  return config.objectStorePublicUrl ?? config.publicUrl;
}

/** Where a version of a remote is served: `{origin}/remotes/…`, the path the store keys it by. */
export function artifactUrlOf(
  origin: string,
  remote: string,
  version: string,
  file: string,
): string {
  return `${origin}/remotes/${remote}/${version}/${file}`;
}

/** A visitor's release as the registry answers it, with artifact addresses at `origin`. */
export function releaseToWire(origin: string, release: VisitorRelease): ReleaseWire {
  return {
    environment: release.environment,
    revision: release.revision,
    remotes: release.remotes.map((remote) => {
      const loadable = (version: LoadableVersion) => ({
        version: version.version,
        entry_url: artifactUrlOf(origin, remote.remote, version.version, version.entry),
        integrity: version.integrity,
      });
      return {
        remote: remote.remote,
        ...loadable(remote),
        track: remote.track,
        fallbacks: remote.fallbacks.map(loadable),
      };
    }),
    preview: release.preview && {
      operator: release.preview.operator,
      expires_at: release.preview.expiresAt.toISOString(),
    },
  };
}

export function revisionToWire(revision: Revision): RevisionWire {
  return {
    environment: revision.environment,
    number: revision.number,
    created_at: revision.createdAt.toISOString(),
    author: revision.author,
    action: revision.action,
    reason: revision.reason,
    restored_revision: revision.restoredRevision,
    pins: revision.pins,
  };
}

/** A manifest as it travels: the same fields, snake_cased (the remote is in the address). */
export function manifestToWire(manifest: RemoteManifest): PublishedVersionWire['manifest'] {
  return {
    version: manifest.version,
    build_id: manifest.buildId,
    commit: manifest.commit,
    entry: manifest.entry,
    integrity: manifest.integrity,
    requires: manifest.requires,
    routes: manifest.routes,
    built_at: manifest.builtAt,
  };
}

export function versionToWire(version: PublishedVersion): PublishedVersionWire {
  return {
    remote: version.remote,
    version: version.version,
    manifest: manifestToWire(version.manifest),
    digest: version.digest,
    published_at: version.publishedAt.toISOString(),
    published_by: version.publishedBy,
    withdrawn: version.withdrawn && {
      at: version.withdrawn.at.toISOString(),
      by: version.withdrawn.by,
      reason: version.withdrawn.reason,
    },
    live_in: version.liveIn,
  };
}
