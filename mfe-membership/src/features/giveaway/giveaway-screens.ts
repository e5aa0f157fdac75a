import { type RemoteFeature } from 'remote-kit';
import { kernelMembershipApi } from '../../shared/membership-api';
import { unlocksFeature } from '../../shared/unlock-feature';
import { watchGiveaway } from './giveaway-sagas';
import { giveawayReducer, type GiveawayState } from './giveaway-slice';

export { GiveawayPage } from './giveaway-page';

/** One giveaway's state and workflows, loaded with its screen. */
export const giveawayFeature: RemoteFeature<GiveawayState> = {
  key: 'giveaway',
  reducer: giveawayReducer,
  saga: watchGiveaway,
  context: { membership: kernelMembershipApi },
};

export const giveawayFeatures = [giveawayFeature, unlocksFeature];
