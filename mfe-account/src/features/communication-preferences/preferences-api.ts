import {
  type CommunicationChannel,
  type CommunicationPreferences,
  fetchCommunicationPreferences,
  updateCommunicationPreferences,
} from 'shared-kernel/contract/communication-preferences';

export type PreferenceChanges = Partial<Record<CommunicationChannel, Record<string, boolean>>>;

/** The communication preference calls (api.md §7.4); tests pass their own. */
export interface PreferencesApi {
  fetchPreferences: (customerId: string) => Promise<CommunicationPreferences>;
  updatePreferences: (
    customerId: string,
    changes: PreferenceChanges,
  ) => Promise<CommunicationPreferences>;
}

export const kernelPreferencesApi: PreferencesApi = {
  fetchPreferences: (customerId) => fetchCommunicationPreferences(customerId),
  updatePreferences: (customerId, changes) => updateCommunicationPreferences(customerId, changes),
};
