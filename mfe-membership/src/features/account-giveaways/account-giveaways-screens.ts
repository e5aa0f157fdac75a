import { type RemoteFeature } from 'remote-kit';
import { kernelMembershipApi } from '../../shared/membership-api';
import { unlocksFeature } from '../../shared/unlock-feature';
import { watchAccountGiveaways } from './account-giveaways-sagas';
import { accountGiveawaysReducer, type AccountGiveawaysState } from './account-giveaways-slice';

export { AccountGiveawaysPage } from './account-giveaways-page';

/** The customer's giveaways: state and workflow, loaded with their screens. */
export const accountGiveawaysFeature: RemoteFeature<AccountGiveawaysState> = {
  key: 'accountGiveaways',
  reducer: accountGiveawaysReducer,
  saga: watchAccountGiveaways,
  context: { membership: kernelMembershipApi },
};

export const accountGiveawaysFeatures = [accountGiveawaysFeature, unlocksFeature];
