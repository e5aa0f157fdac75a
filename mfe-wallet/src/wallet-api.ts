import {
  cancelDepositApproval,
  fetchDeposit,
  type DepositView,
} from 'shared-kernel/contract/payments';

export interface CallOptions {
  signal?: AbortSignal;
}

/** Everything the wallet's sagas reach outside the store; tests pass their own. */
export interface WalletApi {
  fetchDeposit: (depositId: string, options: CallOptions) => Promise<DepositView>;
  /** Back from PayPal's cancel link: fails the deposit unless PayPal approved it after all. */
  cancelDepositApproval: (depositId: string, options: CallOptions) => Promise<DepositView>;
}

export const kernelWalletApi: WalletApi = {
  fetchDeposit: (depositId, options) => fetchDeposit(depositId, options),
  cancelDepositApproval: (depositId, options) => cancelDepositApproval(depositId, options),
};
