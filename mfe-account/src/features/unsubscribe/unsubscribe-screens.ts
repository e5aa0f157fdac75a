import { type RemoteFeature } from 'remote-kit';
import { kernelUnsubscribeApi } from './unsubscribe-api';
import { watchUnsubscribe } from './unsubscribe-sagas';
import { unsubscribeReducer, type UnsubscribeState } from './unsubscribe-slice';

export { UnsubscribePage } from './unsubscribe-page';

/** The unsubscribe link's state and workflow, loaded with its screen. */
export const unsubscribeFeature: RemoteFeature<UnsubscribeState> = {
  key: 'unsubscribe',
  reducer: unsubscribeReducer,
  saga: watchUnsubscribe,
  context: { unsubscribeApi: kernelUnsubscribeApi },
};
