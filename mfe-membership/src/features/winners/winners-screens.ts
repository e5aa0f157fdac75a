import { type RemoteFeature } from 'remote-kit';
import { kernelMembershipApi } from '../../shared/membership-api';
import { watchWinners } from './winners-sagas';
import { winnersReducer, type WinnersState } from './winners-slice';

export { WinnersPage } from './winners-page';

/** The past winners' state and workflow, loaded with their screen. */
export const winnersFeature: RemoteFeature<WinnersState> = {
  key: 'winners',
  reducer: winnersReducer,
  saga: watchWinners,
  context: { membership: kernelMembershipApi },
};
