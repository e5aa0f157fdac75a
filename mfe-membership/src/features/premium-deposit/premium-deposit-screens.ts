import { type RemoteFeature } from 'remote-kit';
import { kernelMembershipApi } from '../../shared/membership-api';
import { kernelPremiumDepositApi } from './premium-deposit-api';
import { watchPremiumDeposit } from './premium-deposit-sagas';
import { premiumDepositReducer, type PremiumDepositState } from './premium-deposit-slice';

export { PremiumDepositPage } from './premium-deposit-page';

/** The premium deposit's state and workflow, loaded with its screen. */
export const premiumDepositFeature: RemoteFeature<PremiumDepositState> = {
  key: 'premiumDeposit',
  reducer: premiumDepositReducer,
  saga: watchPremiumDeposit,
  context: { membership: kernelMembershipApi, premiumDeposit: kernelPremiumDepositApi },
};
