import { type RemoteFeature } from 'remote-kit';
import { kernelLottoPartyApi } from '../../shared/lotto-party-api';
import { watchLottoPartyHome } from './lotto-party-sagas';
import { lottoPartyHomeReducer, type LottoPartyHomeState } from './lotto-party-slice';

export { LottoPartyPage } from './lotto-party-page';
export { MyGroupsPage } from './my-groups-page';

/** The landing page and the customer's groups: state and workflow, loaded with their screens. */
export const lottoPartyHomeFeature: RemoteFeature<LottoPartyHomeState> = {
  key: 'lottoPartyHome',
  reducer: lottoPartyHomeReducer,
  saga: watchLottoPartyHome,
  context: { lottoParty: kernelLottoPartyApi },
};
