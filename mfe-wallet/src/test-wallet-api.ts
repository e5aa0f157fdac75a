import { type DepositView } from 'shared-kernel/contract/payments';
import type { WalletApi } from './wallet-api';

/** Test support: a deposit as the services answer it, approval_required unless overridden. */
export function depositViewOf(overrides: Partial<DepositView> = {}): DepositView {
  return {
    depositId: 'deposit-1',
    status: 'approval_required',
    amount: { amount: 12, currency: 'AUD' },
    fundId: 'paypal',
    failureMessage: null,
    challenge: null,
    approval: { url: 'http://shop.test/test-gateway/paypal/order-1' },
    checkoutId: null,
    checkoutFailureMessage: null,
    createdAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}

/** Test support: a wallet API whose every call is a jest mock with a sensible answer. */
export function fakeWalletApi(overrides: Partial<WalletApi> = {}): jest.Mocked<WalletApi> {
  return {
    fetchDeposit: jest.fn(overrides.fetchDeposit ?? (() => Promise.resolve(depositViewOf()))),
    cancelDepositApproval: jest.fn(
      overrides.cancelDepositApproval ??
        (() => Promise.resolve(depositViewOf({ status: 'failed', approval: null }))),
    ),
  };
}
