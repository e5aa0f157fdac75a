import { type DepositMethodCode } from 'shared-kernel/contract/payments';

/**
 * The deposit methods other than saved cards (cc) and PayPal (pl), which the payment-methods
 * listing describes from the customer's funds: Apple Pay (ap) and Google Pay (gp) through the card
 * gateway's wallet path, and the bank deposit methods: bank transfer (bd), BPAY (bp), PayID/Osko
 * transfer (td) and direct debit from a verified bank account (dd).
 */
export interface DepositMethodDescriptor {
  code: DepositMethodCode;
  enabled: boolean;
  minAmountCents: number;
  maxAmountCents: number;
  /** The gateway keys a deposit by this method goes through (`/funds/{method}/{gatewayKey}/deposit`). */
  gatewayKeys: string[];
  /** What the screen shows before the deposit (bank details, biller code, which wallets). */
  attributes: Record<string, unknown>;
}

/** The shop's own bank details that bank deposits are paid into. */
export interface ShopBankDetails {
  accountName: string;
  bsb: string;
  accountNumber: string;
  /** PayID (an email address) of the shop's account, for PayID/Osko transfers. */
  payId: string;
  bpayBillerCode: string;
}

export const defaultShopBankDetails: ShopBankDetails = {
  accountName: 'Lotto Shop Pty Ltd',
  bsb: '062-000',
  accountNumber: '1234 5678',
  payId: 'deposits@lottoshop.test',
  bpayBillerCode: '254847',
};

/** The gateway key of bank deposits: settled by the bank-feed port. */
export const bankFeedGatewayKey = 'bank_feed';

/** Bank deposit methods: instructions now, money once the bank feed or an operator settles. */
export const bankDepositMethodCodes = ['bd', 'bp', 'td', 'dd'] as const;
export type BankDepositMethodCode = (typeof bankDepositMethodCodes)[number];

export function isBankDepositMethod(code: string): code is BankDepositMethodCode {
  return (bankDepositMethodCodes as readonly string[]).includes(code);
}

/** Digital wallets a card gateway can charge (`ap`, `gp`), by gateway key. */
export const digitalWalletMethodCodes = ['ap', 'gp'] as const;
export type DigitalWalletMethodCode = (typeof digitalWalletMethodCodes)[number];

export function isDigitalWalletMethod(code: string): code is DigitalWalletMethodCode {
  return (digitalWalletMethodCodes as readonly string[]).includes(code);
}

/** Amount bounds (cents): A$0.01 (the spec's minimum amount) to A$5,000.00, as cards and PayPal. */
export const depositMinAmountCents = 1;
export const depositMaxAmountCents = 500_000;
/** A bank deposit is worth an operator's or the bank feed's matching: A$10.00 at least. */
export const bankDepositMinAmountCents = 1_000;
/** Direct debits draw on the customer's own account: up to A$2,000.00 at a time. */
export const directDebitMaxAmountCents = 200_000;

export interface DepositMethodsContext {
  /** The card gateway's key and the digital wallets it can charge. */
  cardGateway: { key: string; digitalWallets: readonly DigitalWalletMethodCode[] };
  bank: ShopBankDetails;
}

/** The deposit methods ap, gp, bd, bp, td and dd as the shop offers them today. */
export function depositMethodsFor(context: DepositMethodsContext): DepositMethodDescriptor[] {
  const wallets = new Set(context.cardGateway.digitalWallets);
  const walletMethod = (code: DigitalWalletMethodCode): DepositMethodDescriptor => ({
    code,
    enabled: wallets.has(code),
    minAmountCents: depositMinAmountCents,
    maxAmountCents: depositMaxAmountCents,
    gatewayKeys: wallets.has(code) ? [context.cardGateway.key] : [],
    attributes: {},
  });
  const bankMethod = (
    code: BankDepositMethodCode,
    attributes: Record<string, unknown>,
    maxAmountCents = depositMaxAmountCents,
  ): DepositMethodDescriptor => ({
    code,
    enabled: true,
    minAmountCents: bankDepositMinAmountCents,
    maxAmountCents,
    gatewayKeys: [bankFeedGatewayKey],
    attributes: { settlement: 'pending', ...attributes },
  });
  const { bank } = context;
  return [
    walletMethod('ap'),
    walletMethod('gp'),
    bankMethod('bd', {
      account_name: bank.accountName,
      bsb: bank.bsb,
      account_number: bank.accountNumber,
    }),
    bankMethod('bp', { biller_code: bank.bpayBillerCode }),
    bankMethod('td', { pay_id: bank.payId, account_name: bank.accountName }),
    bankMethod('dd', { requires_verified_bank_account: true }, directDebitMaxAmountCents),
  ];
}

/** The amount bounds of a deposit by any method (cc and pl as ap and gp). */
export function depositBoundsOf(code: DepositMethodCode): {
  minAmountCents: number;
  maxAmountCents: number;
} {
  if (code === 'dd') {
    return { minAmountCents: bankDepositMinAmountCents, maxAmountCents: directDebitMaxAmountCents };
  }
  if (isBankDepositMethod(code)) {
    return { minAmountCents: bankDepositMinAmountCents, maxAmountCents: depositMaxAmountCents };
  }
  return { minAmountCents: depositMinAmountCents, maxAmountCents: depositMaxAmountCents };
}
