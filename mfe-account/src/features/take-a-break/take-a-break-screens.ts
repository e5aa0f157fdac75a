import { type RemoteFeature } from 'remote-kit';
import { kernelTakeABreakApi } from './take-a-break-api';
import { watchTakeABreak } from './take-a-break-sagas';
import { takeABreakReducer, type TakeABreakState } from './take-a-break-slice';

export { TakeABreakPage } from './take-a-break-page';

/** The break's state and workflow, loaded with its screen. */
export const takeABreakFeature: RemoteFeature<TakeABreakState> = {
  key: 'takeABreak',
  reducer: takeABreakReducer,
  saga: watchTakeABreak,
  context: { takeABreakApi: kernelTakeABreakApi },
};
