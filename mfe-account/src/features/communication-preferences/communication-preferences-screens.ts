import { type RemoteFeature } from 'remote-kit';
import { kernelPreferencesApi } from './preferences-api';
import { defaultPreferencesContext, watchCommunicationPreferences } from './preferences-sagas';
import {
  communicationPreferencesReducer,
  type CommunicationPreferencesState,
} from './preferences-slice';

export { CommunicationPreferencesPage } from './communication-preferences-page';

/** The preferences' state and workflows, loaded with their screen. */
export const communicationPreferencesFeature: RemoteFeature<CommunicationPreferencesState> = {
  key: 'communicationPreferences',
  reducer: communicationPreferencesReducer,
  saga: watchCommunicationPreferences,
  context: { preferences: kernelPreferencesApi, ...defaultPreferencesContext },
};
