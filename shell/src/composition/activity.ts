import { ownerOf, remoteNames, type RemoteName } from 'shared-kernel';

/** single-spa activity function of a remote: active on the paths the route table gives it. */
export function activityFor(remote: RemoteName): (location: Location | URL) => boolean {
  return (location) => ownerOf(location.pathname) === remote;
}

export function isRemoteName(name: string): name is RemoteName {
  return (remoteNames as readonly string[]).includes(name);
}

/** The element a remote renders into, inside <main>. */
export function slotIdOf(remote: RemoteName): string {
  return `remote-slot-${remote}`;
}
