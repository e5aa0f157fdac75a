import { currentBrowserFacts, type BrowserFacts, type CardFundingApi } from 'remote-kit';
import { fetchCustomerOverview } from 'shared-kernel/contract/customer';
import { toMoney, type Money } from 'shared-kernel/contract/money';
import {
  addCard,
  cancelDepositApproval,
  depositByBankMethod,
  depositFunds,
  depositThroughGateway,
  fetchCardGateway,
  fetchCardGateways,
  fetchDeposit,
  fetchPaymentMethods,
  fetchTestWalletToken,
  tokeniseCard,
  type BankDepositMethodCode,
  type DepositInput,
  type DepositView,
  type GatewayDepositMethodCode,
  type PaymentMethodView,
} from 'shared-kernel/contract/payments';
import { createIdempotencyKey } from 'shared-kernel/contract/purchase';
import { rememberDepositStart, tabStorage } from '../../deposit-start';

/** The calls of the deposit screens (api.md §7.7); tests pass their own. */
export interface DepositApi extends CardFundingApi {
  /** The customer's wallet balance now. */
  fetchBalance: () => Promise<Money | null>;
  /** Every deposit method with the customer's funds and its amount rules. */
  fetchDepositMethods: () => Promise<PaymentMethodView[]>;
  depositFromCard: (fundId: string, deposit: DepositInput, key: string) => Promise<DepositView>;
  depositThroughGateway: (
    method: GatewayDepositMethodCode,
    gatewayKey: string,
    deposit: DepositInput,
    key: string,
  ) => Promise<DepositView>;
  depositByBankMethod: (
    method: BankDepositMethodCode,
    deposit: DepositInput,
    key: string,
  ) => Promise<DepositView>;
  /** The payment token Apple Pay or Google Pay hands the page for this customer. */
  fetchWalletToken: (wallet: 'ap' | 'gp') => Promise<string>;
  fetchDeposit: (depositId: string, options: { signal?: AbortSignal }) => Promise<DepositView>;
  cancelDeposit: (depositId: string) => Promise<DepositView>;
  createIdempotencyKey: () => string;
  /** The page's origin, for the 3-D Secure notification URL. */
  origin: () => string;
  browserFacts: () => BrowserFacts;
  /** Sends the whole window to another page (PayPal's approval page). */
  sendWindowTo: (url: string) => void;
  /** Records the page a deposit leaving for PayPal started on, for the return page. */
  rememberDepositStart: (depositId: string) => void;
}

/**
 * The wallets' payment token. The built-in test gateway hands one out for the customer's card
 * form session; a gateway without a tokenisation URL has no wallet sheet in this shop.
 */
async function fetchWalletToken(wallet: 'ap' | 'gp'): Promise<string> {
  const [gateway = 'test'] = await fetchCardGateways();
  const details = await fetchCardGateway(gateway);
  if (!details.tokenisationUrl) {
    throw new Error(`The ${gateway} gateway offers no wallet payment sheet here.`);
  }
  return fetchTestWalletToken(wallet, details.tokenisationUrl);
}

export const kernelDepositApi: DepositApi = {
  fetchBalance: async () => {
    const customer = await fetchCustomerOverview();
    // The overview's money arrives as wire strings.
    return customer.balance ? toMoney(customer.balance) : null;
  },
  fetchDepositMethods: () => fetchPaymentMethods(),
  fetchCardGateways: (options) => fetchCardGateways(options),
  fetchCardGateway: (gateway, options) => fetchCardGateway(gateway, options),
  tokeniseCard: (card, url, options) => tokeniseCard(card, url, options),
  addCard: (gateway, card, options) => addCard(gateway, card, options),
  depositFromCard: (fundId, deposit, key) => depositFunds(fundId, deposit, key),
  depositThroughGateway: (method, gatewayKey, deposit, key) =>
    depositThroughGateway(method, gatewayKey, deposit, key),
  depositByBankMethod: (method, deposit, key) => depositByBankMethod(method, deposit, key),
  fetchWalletToken,
  fetchDeposit: (depositId, options) => fetchDeposit(depositId, options),
  cancelDeposit: (depositId) => cancelDepositApproval(depositId),
  createIdempotencyKey,
  origin: () => window.location.origin,
  browserFacts: currentBrowserFacts,
  sendWindowTo: (url) => window.location.assign(url),
  rememberDepositStart: (depositId) =>
    rememberDepositStart(tabStorage(), depositId, window.location),
};
