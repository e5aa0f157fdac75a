import { useSelector } from 'react-redux';
import { remoteNames, type RouteOwner } from 'shared-kernel';
import { type RootState } from '../root-state';
import { slotIdOf } from './activity';
import { type RemoteState } from './composition-slice';
import { RemoteFallback } from './remote-fallback';

/** What the operator overlay says runs in one remote's slot, e.g. `mfe-catalog 0.2.0-b (canary)`. */
export function slotLabelOf(remote: string, running: RemoteState | undefined): string | null {
  if (!running?.version) return null;
  return running.isFallback
    ? `${remote} ${running.version} (fallback)`
    : `${remote} ${running.version} (${running.track ?? 'stable'})`;
}

const selectRemotes = (state: RootState) => state.composition.remotes;
const selectIsPreview = (state: RootState) => Boolean(state.composition.release?.preview);

interface RemoteSlotsProps {
  /** Who owns the current path: only that remote's slot shows. */
  owner: RouteOwner;
  isHidden?: boolean;
}

/**
 * One slot per remote inside <main>. single-spa mounts a remote into its slot element; a broken
 * remote's slot shows the fallback instead, while it is the page being shown. During an
 * operator's preview each slot is labelled with the version that runs in it.
 */
export function RemoteSlots({ owner, isHidden = false }: RemoteSlotsProps) {
  const remotes = useSelector(selectRemotes);
  const isPreview = useSelector(selectIsPreview);
  return (
    <div className="remote-slots" hidden={isHidden}>
      {remoteNames.map((remote) => {
        const isActive = owner === remote;
        const isBroken = remotes[remote]?.status === 'broken';
        const label = isPreview ? slotLabelOf(remote, remotes[remote]) : null;
        return (
          <div key={remote} className="remote-slot" data-remote={remote} hidden={!isActive}>
            {label ? <p className="remote-slot__label">{label}</p> : null}
            {isBroken && isActive ? <RemoteFallback /> : null}
            <div id={slotIdOf(remote)} hidden={isBroken} />
          </div>
        );
      })}
    </div>
  );
}
