import { type RemoteFeature } from 'remote-kit';
import { kernelDepositApi } from './deposit-api';
import { watchDeposits } from './deposit-sagas';
import { depositReducer, type DepositState } from './deposit-slice';

export { DepositScreen } from './deposit-screen';
export {
  DepositAuthorisationPage,
  DepositCancelPage,
  DepositDetailsPage,
  DepositReceiptPage,
} from './deposit-details-pages';

/** The deposits' state and workflows, loaded with their screens. */
export const depositFeature: RemoteFeature<DepositState> = {
  key: 'deposit',
  reducer: depositReducer,
  saga: watchDeposits,
  context: { deposit: kernelDepositApi },
};
