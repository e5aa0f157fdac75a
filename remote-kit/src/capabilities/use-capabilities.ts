import { useSyncExternalStore } from 'react';
import {
  getGrantedCapabilities,
  subscribeGrantedCapabilities,
  type CapabilityRequirement,
} from 'shared-kernel';
import { hasCapabilities, type CapabilityName } from 'shared-kernel/contract/platform';

/** The capabilities the customer's segment grants, kept current; null until the shell knows them. */
export function useGrantedCapabilities(): readonly CapabilityName[] | null {
  return useSyncExternalStore(subscribeGrantedCapabilities, getGrantedCapabilities, () => null);
}

/** Whether `required` is granted; null while the capabilities are not known yet. */
export function useCapabilities(required: CapabilityRequirement | undefined): boolean | null {
  const granted = useGrantedCapabilities();
  if (required === undefined) return true;
  return granted === null ? null : hasCapabilities(granted, required);
}
