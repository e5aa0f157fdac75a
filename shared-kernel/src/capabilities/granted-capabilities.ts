import { bus as pageBus, type Bus } from '../bus';
import { hasCapabilities, type CapabilityName } from '../contract/platform/capabilities';

/** A screen or element needs one capability, or every one of a list (product.md §6). */
export type CapabilityRequirement = CapabilityName | readonly CapabilityName[];

export type GrantedCapabilitiesListener = (grantedCapabilities: readonly CapabilityName[]) => void;

/**
 * The capabilities of the current customer's segment (or the default segment), shared by the shell
 * and every remote through the page's bus: the shell publishes, everyone else reads or listens.
 */
export interface GrantedCapabilities {
  /** Null until the shell has published them once. */
  get: () => readonly CapabilityName[] | null;
  /** Whether `required` is granted; null while the capabilities are not known yet. */
  has: (required: CapabilityRequirement) => boolean | null;
  /** Hears the current value at once when known, then every change; returns the unsubscribe. */
  subscribe: (listener: GrantedCapabilitiesListener) => () => void;
  /** The capabilities as soon as they are known (at once when they already are). */
  whenKnown: () => Promise<readonly CapabilityName[]>;
  /** Shell only: announces what the segment grants; a repeat of the same value is not announced. */
  publish: (grantedCapabilities: readonly CapabilityName[], segmentName: string | null) => void;
}

function sameCapabilities(left: readonly CapabilityName[], right: readonly CapabilityName[]) {
  return left.length === right.length && left.every((name) => right.includes(name));
}

export function createGrantedCapabilities(bus: Bus): GrantedCapabilities {
  const get = () => bus.last('capabilities/changed')?.grantedCapabilities ?? null;
  const subscribe = (listener: GrantedCapabilitiesListener) =>
    bus.subscribe('capabilities/changed', ({ grantedCapabilities }) =>
      listener(grantedCapabilities),
    );
  return {
    get,
    has(required) {
      const granted = get();
      return granted === null ? null : hasCapabilities(granted, required);
    },
    subscribe,
    whenKnown() {
      const known = get();
      if (known) return Promise.resolve(known);
      return new Promise((resolve) => {
        const unsubscribe = subscribe((granted) => {
          unsubscribe();
          resolve(granted);
        });
      });
    },
    publish(grantedCapabilities, segmentName) {
      const last = bus.last('capabilities/changed');
      if (
        last &&
        last.segmentName === segmentName &&
        sameCapabilities(last.grantedCapabilities, grantedCapabilities)
      ) {
        return;
      }
      bus.publish('capabilities/changed', {
        grantedCapabilities: [...grantedCapabilities],
        segmentName,
      });
    },
  };
}

/** The page's granted capabilities, on the page's one bus. */
const grantedCapabilitiesOfPage: GrantedCapabilities = createGrantedCapabilities(pageBus);

/** The capabilities the customer's segment grants; null until the shell has published them. */
export function getGrantedCapabilities(): readonly CapabilityName[] | null {
  return grantedCapabilitiesOfPage.get();
}

/** Whether `required` is granted; null while the capabilities are not known yet. */
export function isCapabilityGranted(required: CapabilityRequirement): boolean | null {
  return grantedCapabilitiesOfPage.has(required);
}

/** Hears the granted capabilities now (when known) and at every change; returns the unsubscribe. */
export function subscribeGrantedCapabilities(listener: GrantedCapabilitiesListener): () => void {
  return grantedCapabilitiesOfPage.subscribe(listener);
}

/** The granted capabilities once known: what a saga waits for before deciding what to load. */
export function whenGrantedCapabilitiesKnown(): Promise<readonly CapabilityName[]> {
  return grantedCapabilitiesOfPage.whenKnown();
}

/** Shell only (and a remote started alone): announces what the customer's segment grants. */
export function publishGrantedCapabilities(
  grantedCapabilities: readonly CapabilityName[],
  segmentName: string | null,
): void {
  grantedCapabilitiesOfPage.publish(grantedCapabilities, segmentName);
}
