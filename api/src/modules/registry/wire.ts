import { type ReleaseWire, type RemoteReleaseWire } from 'shared-kernel/wire/registry';
import { type RemotePin } from './repository';
import { defaultEntry, type Release } from './service';

/** Where a version of a remote is served (see the web module). */
export function artifactUrlOf(
  origin: string,
  remote: string,
  version: string,
  file: string,
): string {
  return `${origin}/remotes/${remote}/${version}/${file}`;
}

export function pinToWire(origin: string, pin: RemotePin): RemoteReleaseWire {
  return {
    remote: pin.remote,
    version: pin.version,
    entry_url: artifactUrlOf(origin, pin.remote, pin.version, pin.entry),
    previous_version: pin.previousVersion,
    previous_entry_url:
      pin.previousVersion === null
        ? null
        : artifactUrlOf(origin, pin.remote, pin.previousVersion, pin.previousEntry ?? defaultEntry),
  };
}

/** An environment's release as the registry answers it, with artifact addresses at `origin`. */
export function releaseToWire(origin: string, release: Release): ReleaseWire {
  return {
    environment: release.environment,
    remotes: release.remotes.map((pin) => pinToWire(origin, pin)),
  };
}
