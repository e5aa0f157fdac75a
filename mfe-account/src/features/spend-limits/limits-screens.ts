import { type RemoteFeature } from 'remote-kit';
import { kernelLimitsApi } from './limits-api';
import { watchLimits } from './limits-sagas';
import { limitsReducer, type LimitsState } from './limits-slice';

export { SpendLimitsPage } from './spend-limits-page';
export { PrecommitmentPage } from './precommitment-page';

/** The limits' state and workflows, loaded with their screens. */
export const limitsFeature: RemoteFeature<LimitsState> = {
  key: 'limits',
  reducer: limitsReducer,
  saga: watchLimits,
  context: { limitsApi: kernelLimitsApi },
};
