import {
  addBankAccount,
  addPayPalAccount,
  type BankAccountAddInput,
  deleteFund,
  fetchFunds,
  makeFundDefault,
  sandboxPayPalNonce,
} from 'shared-kernel/contract/funds';
import {
  addCard,
  type CardDetails,
  fetchCardGateway,
  fetchCardGateways,
  fetchPaymentMethods,
  type FundView,
  paymentMethodFilters,
  type PaymentMethodView,
  tokeniseCard,
} from 'shared-kernel/contract/payments';
import {
  type CapabilityName,
  fetchCapabilities,
  grantedCapabilities,
} from 'shared-kernel/contract/platform';

export interface NewCard extends CardDetails {
  name: string;
}

/** The calls of the cards-and-accounts screen (api.md §7.7); tests pass their own. */
export interface CardsAndAccountsApi {
  fetchFunds: () => Promise<FundView[]>;
  /** The cart methods: which card brands need their security code at each payment. */
  fetchCardMethods: () => Promise<PaymentMethodView[]>;
  fetchCapabilities: () => Promise<CapabilityName[]>;
  /** Tokenises the card with the first card gateway (the number goes to it only), then saves it. */
  addCard: (card: NewCard) => Promise<FundView>;
  addBankAccount: (account: BankAccountAddInput) => Promise<FundView>;
  /** Links the PayPal account: PayPal's approval gives a nonce, the shop vaults it. */
  addPayPalAccount: (email: string) => Promise<FundView>;
  makeDefault: (fundId: string) => Promise<FundView[]>;
  deleteFund: (fundId: string) => Promise<FundView[]>;
}

export const kernelCardsAndAccountsApi: CardsAndAccountsApi = {
  fetchFunds: () => fetchFunds(),
  fetchCardMethods: () => fetchPaymentMethods([paymentMethodFilters.cart]),
  fetchCapabilities: async () => grantedCapabilities(await fetchCapabilities(), null),
  addCard: async ({ name, ...card }) => {
    const [gateway] = await fetchCardGateways();
    if (!gateway) throw new Error('No card gateway is available.');
    const { tokenisationUrl } = await fetchCardGateway(gateway);
    const { token } = await tokeniseCard(card, tokenisationUrl);
    return addCard(gateway, { token, name });
  },
  addBankAccount: (account) => addBankAccount(account),
  addPayPalAccount: async (email) => addPayPalAccount(await sandboxPayPalNonce(email)),
  makeDefault: (fundId) => makeFundDefault(fundId),
  deleteFund: (fundId) => deleteFund(fundId),
};
