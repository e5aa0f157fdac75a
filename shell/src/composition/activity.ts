import { ownerOf, remoteNames, type RemoteName } from 'shared-kernel';

type ActivityLocation = Location | URL;

/**
 * single-spa activity function of a remote: active on the paths the route table gives it, and
 * wherever the page asks for it off its paths (the layout's lotto-party creation modal).
 */
export function activityFor(
  remote: RemoteName,
  isRequested: (location: ActivityLocation) => boolean = () => false,
): (location: ActivityLocation) => boolean {
  return (location) => ownerOf(location.pathname) === remote || isRequested(location);
}

export function isRemoteName(name: string): name is RemoteName {
  return (remoteNames as readonly string[]).includes(name);
}

/** The element a remote renders into, inside <main>. */
export function slotIdOf(remote: RemoteName): string {
  return `remote-slot-${remote}`;
}
