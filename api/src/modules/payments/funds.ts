import { type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import {
  type BankAccountInput,
  bankAccountErrors,
  hasBankCode,
  normaliseBankAccount,
} from 'shared-kernel/contract/funds';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import {
  type BankAccountVerification,
  type BankAccountVerifier,
  NameMatchVerifier,
} from './bank-account-verifier';
import {
  type BankAccountVerificationStatus,
  type CardFund,
  type Fund,
  FundsRepository,
  noFundDetails,
} from './fund-records';
import { type PaymentGateway } from './gateway';
import { type PayPalVault, SandboxPayPalVault } from './paypal-vault';
import { fundNotFound, withdrawalFundProblem } from './withdrawal-funds';

export const cardHolderNameMessage = "Please enter the card holder's name.";
export const paypalAccountNotAddedMessage =
  'PayPal did not confirm the account. Please link it again.';

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/** The adapters behind bank accounts and PayPal accounts; the built-in ones by default. */
export interface FundAccountAdapters {
  verifier?: BankAccountVerifier;
  paypalVault?: PayPalVault;
}

/**
 * The customer's funds (api.md §7.7): cards added with a token of the card gateway (the card
 * number never reaches the shop), bank accounts checked by the verification port, PayPal
 * accounts vaulted with the payment gateway. One default per type; removed softly.
 */
export class FundsService {
  private readonly repository: FundsRepository;
  readonly verifier: BankAccountVerifier;
  readonly paypalVault: PayPalVault;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly gateway: PaymentGateway,
    private readonly now: () => Date,
    adapters: FundAccountAdapters = {},
  ) {
    this.repository = new FundsRepository(database);
    this.verifier = adapters.verifier ?? new NameMatchVerifier();
    this.paypalVault = adapters.paypalVault ?? new SandboxPayPalVault();
  }

  funds(customerId: string): Promise<Fund[]> {
    return this.repository.findFunds(customerId);
  }

  async addCard(
    customerId: string,
    gatewayKey: string,
    card: { token: string; name: string; makeDefault: boolean },
  ): Promise<Fund> {
    if (gatewayKey !== this.gateway.key) {
      throw new ApiError(
        404,
        'gateway_not_found',
        `Cards are added with the ${this.gateway.key} gateway.`,
      );
    }
    const name = card.name.trim();
    if (name === '' || (name.match(/[0-9]/g) ?? []).length >= 13) {
      throw new ApiError(422, 'invalid_card_name', cardHolderNameMessage, {
        name: [cardHolderNameMessage],
      });
    }
    const described = await this.gateway.describeToken(card.token, customerId);
    if (!described) {
      throw new ApiError(
        422,
        'invalid_card_token',
        'The card could not be saved. Please enter it again.',
      );
    }
    // The same card entered again (a second attempt after a decline, say) is the card on file,
    // not another row: the customer's list shows each card once.
    const onFile = (await this.repository.findFunds(customerId)).find(
      (fund) =>
        fund.type === 'cc' &&
        fund.gateway === this.gateway.key &&
        fund.brand === described.brand &&
        fund.last4 === described.last4 &&
        fund.expiryMonth === described.expiryMonth &&
        fund.expiryYear === described.expiryYear,
    );
    if (onFile) {
      if (card.makeDefault) await this.makeDefault(customerId, onFile.id);
      return (await this.repository.findFund(customerId, onFile.id)) ?? onFile;
    }
    return this.insert(
      {
        ...noFundDetails,
        id: newId('fund'),
        customerId,
        type: 'cc',
        gateway: this.gateway.key,
        token: card.token,
        brand: described.brand,
        last4: described.last4,
        expiryMonth: described.expiryMonth,
        expiryYear: described.expiryYear,
        name,
        isDefault: false,
      },
      card.makeDefault,
    );
  }

  /**
   * Adds a bank account after checking its fields (422 with field errors keyed account_number,
   * bsb, swift, account_name; nothing stored) and asks the verifier whether it is the customer's.
   */
  async addBankAccount(
    customerId: string,
    input: BankAccountInput & { makeDefault: boolean },
  ): Promise<Fund> {
    const errors = bankAccountErrors(input);
    const [first] = Object.values(errors);
    if (first !== undefined) {
      const fieldErrors = Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [field, [message]]),
      );
      throw new ApiError(422, 'invalid_bank_account', first, fieldErrors);
    }
    const account = normaliseBankAccount(input);
    const customer = await this.database
      .selectFrom('customers')
      .select(['firstname', 'lastname'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    if (!customer) throw new ApiError(404, 'customer_not_found', 'We could not find you.');
    const bankCode = hasBankCode(account.type) ? account.bankCode : null;
    // An unreachable verifier leaves the account Unverified; it can be checked again.
    const verification: BankAccountVerification | null = await this.verifier
      .verify({
        customerId,
        customerName: `${customer.firstname} ${customer.lastname}`,
        bankType: account.type,
        bankCode,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
      })
      .catch(() => null);
    return this.insert(
      {
        ...noFundDetails,
        id: newId('bank'),
        customerId,
        type: 'bank',
        isDefault: false,
        bankType: account.type,
        bankCode,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        verificationStatus: verification?.status ?? 'Unverified',
      },
      input.makeDefault,
      verification?.status === 'Pending Verification' ? verification.reference : null,
    );
  }

  /** Adds the PayPal account behind a nonce of PayPal's approval, vaulted with the gateway. */
  async addPayPalAccount(customerId: string, nonce: string, makeDefault: boolean): Promise<Fund> {
    const vaulted = await this.paypalVault.vault(nonce, customerId);
    if (!vaulted) {
      throw new ApiError(422, 'paypal_account_not_added', paypalAccountNotAddedMessage);
    }
    const existing = (await this.repository.findFunds(customerId)).find(
      (fund) => fund.type === 'paypal' && fund.paypalEmail === vaulted.email,
    );
    if (existing) return existing;
    return this.insert(
      {
        ...noFundDetails,
        id: newId('paypal'),
        customerId,
        type: 'paypal',
        gateway: this.paypalVault.key,
        token: vaulted.token,
        isDefault: false,
        paypalEmail: vaulted.email,
      },
      makeDefault,
    );
  }

  /** The verifier's later answer for a bank account that was Pending Verification. */
  settleVerification(reference: string, status: BankAccountVerificationStatus): Promise<boolean> {
    return this.repository.settleVerification(reference, status);
  }

  async makeDefault(customerId: string, fundId: string): Promise<void> {
    const fund = await this.requireOwnFund(customerId, fundId);
    await this.repository.makeDefault(customerId, fundId, fund.type);
  }

  /** Removes a fund; the newest remaining one of its type becomes the default when the default goes. */
  async deleteFund(customerId: string, fundId: string): Promise<void> {
    const fund = await this.requireOwnFund(customerId, fundId);
    await this.repository.softDelete(customerId, fundId, this.now());
    const remaining = (await this.repository.findFunds(customerId)).filter(
      (other) => other.type === fund.type,
    );
    const newest = remaining.at(-1);
    if (fund.isDefault && newest) {
      await this.repository.makeDefault(customerId, newest.id, fund.type);
    }
  }

  /** The customer's saved card, else 404 (another customer's card is not found either). */
  async requireFund(customerId: string, fundId: string | null): Promise<CardFund> {
    const fund = fundId === null ? null : await this.repository.findCard(customerId, fundId);
    if (!fund) throw new ApiError(404, 'fund_not_found', 'We could not find that card.');
    return fund;
  }

  /** The customer's fund of any type, else 404 (another customer's fund is not found either). */
  async requireOwnFund(customerId: string, fundId: string): Promise<Fund> {
    const fund = await this.repository.findFund(customerId, fundId);
    if (!fund) throw fundNotFound();
    return fund;
  }

  /**
   * The customer's own account a withdrawal by `methodCode` may be paid to: tt a national or
   * PayID bank account, tw an international bank account, pl a PayPal account. 404
   * fund_not_found for a missing or another customer's id; 422 when the account does not fit
   * the method or a bank account is not Verified.
   */
  async requireWithdrawalFund(
    customerId: string,
    fundId: string,
    methodCode: 'tt' | 'pl' | 'tw',
  ): Promise<Fund> {
    const fund = await this.requireOwnFund(customerId, fundId);
    const problem = withdrawalFundProblem(fund, methodCode);
    if (problem) throw problem;
    return fund;
  }

  private async insert(
    fund: Fund,
    makeDefault: boolean,
    verificationReference: string | null = null,
  ): Promise<Fund> {
    const now = this.now();
    const existing = (await this.repository.findFunds(fund.customerId)).filter(
      (other) => other.type === fund.type,
    );
    await this.database.transaction().execute(async (transaction) => {
      const repository = new FundsRepository(transaction);
      await repository.insertFund(fund, now, verificationReference);
      if (makeDefault || existing.length === 0) {
        await repository.makeDefault(fund.customerId, fund.id, fund.type);
      }
    });
    return (await this.repository.findFund(fund.customerId, fund.id)) ?? fund;
  }
}
