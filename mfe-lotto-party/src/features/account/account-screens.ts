import { type RemoteFeature } from 'remote-kit';
import { kernelAccountApi } from './account-api';
import { watchAccount } from './account-sagas';
import { accountReducer, type AccountState } from './account-slice';

export { AccountPage } from './account-page';
export { GroupPage } from './group-page';
export { SessionPage } from './session-page';
export { ShareTicketPage } from './share-ticket-page';

/** The account's Lotto Party pages: state and workflow, loaded with their screens. */
export const accountFeature: RemoteFeature<AccountState> = {
  key: 'lottoPartyAccount',
  reducer: accountReducer,
  saga: watchAccount,
  context: { lottoPartyAccount: kernelAccountApi },
};
