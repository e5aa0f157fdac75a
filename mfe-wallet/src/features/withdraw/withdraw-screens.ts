import { type RemoteFeature } from 'remote-kit';
import { kernelWithdrawApi } from './withdraw-api';
import { watchWithdraw } from './withdraw-sagas';
import { withdrawReducer, type WithdrawState } from './withdraw-slice';

export { WithdrawPage } from './withdraw-page';
export { WithdrawalDetailsPage } from './withdrawal-details-page';

/** The withdrawals' state and workflows, loaded with their screens. */
export const withdrawFeature: RemoteFeature<WithdrawState> = {
  key: 'withdraw',
  reducer: withdrawReducer,
  saga: watchWithdraw,
  context: { withdraw: kernelWithdrawApi },
};
