import { type RemoteFeature } from 'remote-kit';
import { kernelLottoPartyApi } from '../../shared/lotto-party-api';
import { watchGroup } from './group-sagas';
import { groupReducer, type GroupState } from './group-slice';

export { GroupByTokenPage, GroupPage } from './group-page';
export { GroupSessionsPage } from './group-sessions-page';

/** A group's pages: state and workflow, loaded with their screens. */
export const groupFeature: RemoteFeature<GroupState> = {
  key: 'lottoPartyGroup',
  reducer: groupReducer,
  saga: watchGroup,
  context: { lottoParty: kernelLottoPartyApi },
};
