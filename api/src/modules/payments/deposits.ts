import { type Kysely } from 'kysely';
import { type PurchaseDataWire } from 'shared-kernel/wire/purchase';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { audText } from '../ledger/aud-text';
import { Ledger } from '../ledger/service';
import { IdempotencyKeys, requestHashOf } from '../purchase/idempotency';
import { type PurchaseService } from '../purchase/service';
import { BankDepositsService } from '../bank-deposits/service';
import { depositCard, writeCards } from '../notifications/cards';
import { holdDeposit } from './deposit-hold';
import { type DigitalWalletMethodCode, isBankDepositMethod } from './deposit-methods';
import { type FundsService } from './funds';
import {
  type CardBrand,
  challengeWindowSizes,
  type ChargeOutcome,
  type PaymentGateway,
} from './gateway';
import {
  paypalCancelledMessage,
  type PayPalGateway,
  paypalMethodCode,
  type PayPalOutcome,
} from './paypal-gateway';
import { type CardFund, type Deposit, PaymentsRepository } from './repository';

export { depositCentsMax } from './deposit-hold';

export interface DepositRequest {
  fundId: string;
  amountCents: number;
  csc: string | null;
  challengeWindowSize: string | null;
  /** The shop's 3-D Secure notification URL when the browser can show a challenge, else null. */
  notificationUrl: string | null;
  /** deposit_purchase: buy the cart with this purchase data once the deposit succeeds. */
  purchase: PurchaseDataWire | null;
  /**
   * Charged while the customer is away (a recurring purchase's top-up): no security code to ask
   * for, and no 3-D Secure window to show.
   */
  offSession?: boolean;
}

/** A PayPal deposit: the amount, and for deposit_purchase the purchase to make once approved. */
export interface PayPalDepositRequest {
  amountCents: number;
  purchase: PurchaseDataWire | null;
}

/** An Apple Pay or Google Pay deposit: the wallet's payment token charged through the gateway. */
export interface WalletDepositRequest {
  method: DigitalWalletMethodCode;
  amountCents: number;
  walletToken: string;
}

const digitalWalletNames: Record<DigitalWalletMethodCode, string> = {
  ap: 'Apple Pay',
  gp: 'Google Pay',
};

/** What the card gateway or PayPal answered about a deposit's payment. */
type PaymentOutcome = ChargeOutcome | PayPalOutcome;

/** Where PayPal returns the customer's window: the shop's PayPal return pages. */
export function paypalReturnUrls(origin: string, depositId: string) {
  const base = `${origin}/checkout/deposit/${encodeURIComponent(depositId)}`;
  return { returnUrl: `${base}/success`, cancelUrl: `${base}/cancel` };
}

/** A deposit whose payment is not decided yet. */
function isOpen(deposit: Deposit): boolean {
  return (
    deposit.status === 'pending' ||
    deposit.status === 'challenge_required' ||
    deposit.status === 'approval_required'
  );
}

/**
 * Deposits (api.md §7.7). A deposit is a pending ledger transfer from gateway clearing
 * to the customer's cash wallet, created (with the idempotency key and the deposit limits checked
 * under the customer's lock) before the card is charged; the gateway's answer posts it
 * (succeeded), voids it (declined) or waits for the 3-D Secure challenge. The charge itself runs
 * outside any database transaction, with the deposit's id as the gateway's idempotency key, so
 * asking again after a lost answer never charges twice.
 */
export class DepositsService {
  private readonly repository: PaymentsRepository;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly gateway: PaymentGateway,
    private readonly paypal: PayPalGateway,
    private readonly purchases: PurchaseService,
    private readonly funds: FundsService,
    private readonly now: () => Date,
  ) {
    this.repository = new PaymentsRepository(database);
  }

  get gatewayKey(): string {
    return this.gateway.key;
  }

  get paypalGatewayKey(): string {
    return this.paypal.key;
  }

  /** Creates a deposit (or answers the one this key made) and charges the card. */
  async deposit(
    customerId: string,
    idempotencyKey: string,
    call: string,
    body: unknown,
    request: DepositRequest,
    origin: string,
  ): Promise<Deposit> {
    const created = await this.claimDeposit(customerId, idempotencyKey, call, body, (transaction) =>
      this.createCardDeposit(transaction, customerId, request),
    );
    if (!created.isNew) return this.refresh(customerId, created.depositId, origin);
    const deposit = await this.requireDeposit(customerId, created.depositId);
    const fund = await this.funds.requireFund(customerId, request.fundId);
    return this.settle(deposit.id, await this.charge(deposit, fund), origin);
  }

  /**
   * Creates a PayPal deposit (or answers the one this key made) and its PayPal order: the
   * deposit waits, approval_required, until the customer approved it on PayPal's page.
   */
  async depositWithPayPal(
    customerId: string,
    idempotencyKey: string,
    call: string,
    body: unknown,
    request: PayPalDepositRequest,
    origin: string,
  ): Promise<Deposit> {
    const created = await this.claimDeposit(customerId, idempotencyKey, call, body, (transaction) =>
      holdDeposit(
        transaction,
        customerId,
        {
          amountCents: request.amountCents,
          description: 'Deposit from PayPal',
          depositMethodCode: paypalMethodCode,
          fundId: null,
          gateway: this.paypal.key,
          challengeWindowSize: null,
          notificationUrl: null,
          purchase: request.purchase,
        },
        this.now(),
      ),
    );
    if (!created.isNew) return this.refresh(customerId, created.depositId, origin);
    const deposit = await this.requireDeposit(customerId, created.depositId);
    return this.settle(deposit.id, await this.createPayPalOrder(deposit, origin), origin);
  }

  /**
   * Creates an Apple Pay or Google Pay deposit (or answers the one this key made) and charges
   * the wallet's payment token through the card gateway, where the gateway takes that wallet.
   */
  async depositWithWallet(
    customerId: string,
    idempotencyKey: string,
    call: string,
    body: unknown,
    request: WalletDepositRequest,
    origin: string,
  ): Promise<Deposit> {
    if (!(this.gateway.digitalWallets ?? []).includes(request.method)) {
      throw new ApiError(404, 'gateway_not_found', 'That deposit method is not available.');
    }
    const created = await this.claimDeposit(customerId, idempotencyKey, call, body, (transaction) =>
      holdDeposit(
        transaction,
        customerId,
        {
          amountCents: request.amountCents,
          description: `Deposit from ${digitalWalletNames[request.method]}`,
          depositMethodCode: request.method,
          fundId: null,
          gateway: this.gateway.key,
          challengeWindowSize: null,
          notificationUrl: null,
          purchase: null,
          walletToken: request.walletToken,
        },
        this.now(),
      ),
    );
    if (!created.isNew) return this.refresh(customerId, created.depositId, origin);
    const deposit = await this.requireDeposit(customerId, created.depositId);
    return this.settle(deposit.id, await this.chargeWallet(deposit), origin);
  }

  /**
   * The deposit as it stands, first asking the gateway about one still open (pending, or
   * waiting on its challenge) and settling it, then making the purchase of a deposit_purchase.
   */
  async refresh(customerId: string, depositId: string, origin: string): Promise<Deposit> {
    const deposit = await this.requireDeposit(customerId, depositId);
    if (isBankDepositMethod(deposit.depositMethodCode)) {
      // Settled by the bank feed or an operator, never by asking a gateway.
      return deposit;
    }
    if (deposit.status === 'pending' && deposit.walletToken !== null && !deposit.gatewayReference) {
      return this.settle(deposit.id, await this.chargeWallet(deposit), origin);
    }
    if (deposit.status === 'approval_required' && deposit.gatewayReference) {
      return this.settle(
        deposit.id,
        await this.paypal.completeOrder(deposit.gatewayReference, deposit.id),
        origin,
      );
    }
    if (deposit.status === 'pending' && deposit.depositMethodCode === paypalMethodCode) {
      // A PayPal deposit whose order was never answered: create it again (same request id).
      return this.settle(deposit.id, await this.createPayPalOrder(deposit, origin), origin);
    }
    if (deposit.status === 'challenge_required' && deposit.gatewayReference) {
      return this.settle(
        deposit.id,
        await this.gateway.completeChallenge(deposit.gatewayReference),
        origin,
      );
    }
    if (deposit.status === 'pending' && deposit.gatewayReference) {
      // The processor had not decided yet: read the charge it made.
      return this.settle(
        deposit.id,
        await this.gateway.completeChallenge(deposit.gatewayReference),
        origin,
      );
    }
    if (deposit.status === 'pending') {
      const fund = await this.funds.requireFund(customerId, deposit.fundId);
      return this.settle(deposit.id, await this.charge(deposit, fund), origin);
    }
    return this.purchaseAfterDeposit(deposit);
  }

  /**
   * Settles a deposit its own request left open (the process stopped, or the customer never came
   * back to read it) exactly as reading it would: the charge is sent again as it was first sent
   * (same idempotency key, same 3-D Secure block), so the gateway charges once and the ledger
   * posts once. Answers null for an unknown deposit.
   */
  async recover(depositId: string, origin: string): Promise<Deposit | null> {
    const deposit = await this.repository.findDeposit(depositId);
    if (!deposit) return null;
    return this.refresh(deposit.customerId, deposit.id, origin);
  }

  /**
   * The customer came back from PayPal's cancel link. PayPal itself keeps such an order open, so
   * the shop asks PayPal once more: an order approved after all settles as usual; one still
   * waiting fails, nothing charged, and can no longer be captured by this deposit. A pending
   * bank deposit the customer cancels is voided.
   */
  async cancelApproval(customerId: string, depositId: string, origin: string): Promise<Deposit> {
    const deposit = await this.requireDeposit(customerId, depositId);
    if (isBankDepositMethod(deposit.depositMethodCode)) {
      // The customer will not pay it after all: a pending bank deposit is voided.
      return new BankDepositsService(this.database, this.now).cancel(customerId, depositId);
    }
    if (deposit.status !== 'approval_required' || !deposit.gatewayReference) {
      return this.refresh(customerId, depositId, origin);
    }
    const outcome = await this.paypal.completeOrder(deposit.gatewayReference, deposit.id);
    return this.settle(
      deposit.id,
      outcome.kind === 'approval'
        ? { kind: 'declined', reference: outcome.reference, message: paypalCancelledMessage }
        : outcome,
      origin,
    );
  }

  /** The gateway reports a challenge answered (the built-in gateway calls this at once). */
  async settleByGatewayReference(reference: string, origin: string): Promise<void> {
    const depositId = await this.repository.findDepositIdByGatewayReference(reference);
    if (!depositId) return;
    await this.settle(depositId, await this.gateway.completeChallenge(reference), origin);
  }

  /**
   * Claims the idempotency key and creates the deposit in one transaction; a key used before
   * answers the deposit it made.
   */
  private async claimDeposit(
    customerId: string,
    idempotencyKey: string,
    call: string,
    body: unknown,
    create: (transaction: Kysely<Database>) => Promise<string>,
  ): Promise<{ depositId: string; isNew: boolean }> {
    return this.database.transaction().execute(async (transaction) => {
      const keys = new IdempotencyKeys(transaction);
      const claim = await keys.claim<{ deposit_id: string }>(
        customerId,
        idempotencyKey,
        requestHashOf(call, body),
        this.now(),
      );
      if (claim.kind === 'replay') return { depositId: claim.body.deposit_id, isNew: false };
      const depositId = await create(transaction);
      await keys.complete(customerId, idempotencyKey, 200, { deposit_id: depositId });
      return { depositId, isNew: true };
    });
  }

  /** Charges the deposit's card: the same request however often it is sent. */
  private charge(deposit: Deposit, fund: CardFund): Promise<ChargeOutcome> {
    return this.gateway.charge({
      token: fund.token,
      amountCents: deposit.amountCents,
      idempotencyKey: deposit.id,
      sca: deposit.strongCustomerAuthentication,
    });
  }

  /** Charges an Apple Pay or Google Pay deposit's token: the same request however often sent. */
  private chargeWallet(deposit: Deposit): Promise<ChargeOutcome> {
    return this.gateway.charge({
      token: deposit.walletToken ?? '',
      amountCents: deposit.amountCents,
      idempotencyKey: deposit.id,
      sca: null,
    });
  }

  private createPayPalOrder(deposit: Deposit, origin: string): Promise<PayPalOutcome> {
    return this.paypal.createOrder({
      amountCents: deposit.amountCents,
      requestId: deposit.id,
      ...paypalReturnUrls(origin, deposit.id),
    });
  }

  private async createCardDeposit(
    transaction: Kysely<Database>,
    customerId: string,
    request: DepositRequest,
  ): Promise<string> {
    const repository = new PaymentsRepository(transaction);
    const fund = await repository.findFund(customerId, request.fundId);
    if (!fund) throw new ApiError(404, 'fund_not_found', 'We could not find that card.');
    if (!request.offSession && this.gateway.cscRequired[fund.brand as CardBrand] && !request.csc) {
      throw new ApiError(422, 'csc_required', 'Please enter the card security code.', {
        csc: ['Please enter the card security code.'],
      });
    }
    return holdDeposit(
      transaction,
      customerId,
      {
        amountCents: request.amountCents,
        description: `Deposit from ${fund.brand} ending ${fund.last4}`,
        depositMethodCode: 'cc',
        fundId: fund.id,
        gateway: fund.gateway,
        challengeWindowSize: request.challengeWindowSize
          ? (challengeWindowSizes[request.challengeWindowSize] ?? null)
          : null,
        notificationUrl: request.notificationUrl,
        purchase: request.purchase,
      },
      this.now(),
    );
  }

  /**
   * Records the gateway's or PayPal's answer under the deposit's row lock: posts or voids the
   * transfer (once: a settled deposit is left as it is), or waits on the challenge or approval.
   */
  private async settle(
    depositId: string,
    outcome: PaymentOutcome,
    origin: string,
  ): Promise<Deposit> {
    const now = this.now();
    await this.database.transaction().execute(async (transaction) => {
      const repository = new PaymentsRepository(transaction);
      const deposit = await repository.findDeposit(depositId, { lock: true });
      if (!deposit || !isOpen(deposit)) return;
      const ledger = new Ledger(transaction);
      if (outcome.kind === 'pending') {
        await repository.updateDeposit(depositId, { gatewayReference: outcome.reference });
        return;
      }
      if (outcome.kind === 'challenge') {
        const url = outcome.url.startsWith('/') ? `${origin}${outcome.url}` : outcome.url;
        await repository.updateDeposit(depositId, {
          status: 'challenge_required',
          gatewayReference: outcome.reference,
          challengeUrl: url,
        });
        return;
      }
      if (outcome.kind === 'approval') {
        const url = outcome.url.startsWith('/') ? `${origin}${outcome.url}` : outcome.url;
        await repository.updateDeposit(depositId, {
          status: 'approval_required',
          gatewayReference: outcome.reference,
          approvalUrl: url,
        });
        return;
      }
      if (outcome.kind === 'succeeded') {
        const accounts = await ledger.lockCustomerAccounts(deposit.customerId);
        await ledger.settle(deposit.transferId, 'posted', now, accounts);
        await repository.updateDeposit(depositId, {
          status: 'success',
          gatewayReference: outcome.reference,
          settledAt: now,
        });
        await writeCards(
          transaction,
          [depositCard(deposit.customerId, deposit.id, deposit.amountCents)],
          now,
        );
        return;
      }
      await ledger.settle(deposit.transferId, 'voided', now, null);
      await repository.updateDeposit(depositId, {
        status: 'failed',
        gatewayReference: outcome.reference,
        failureMessage: outcome.message,
        settledAt: now,
      });
    });
    const settled = await this.repository.findDeposit(depositId);
    if (!settled) throw new Error(`deposit ${depositId} vanished`);
    return this.purchaseAfterDeposit(settled);
  }

  /**
   * deposit_purchase: once its deposit succeeded, buy the cart (once: the purchase's idempotency
   * key is the deposit's). A purchase that fails keeps the money in the wallet and says why.
   */
  private async purchaseAfterDeposit(deposit: Deposit): Promise<Deposit> {
    if (
      deposit.status !== 'success' ||
      deposit.purchase === null ||
      deposit.checkoutId !== null ||
      deposit.checkoutFailureMessage !== null
    ) {
      return deposit;
    }
    try {
      const checkout = await this.purchases.purchase(
        deposit.customerId,
        `deposit-purchase:${deposit.id}`,
        deposit.purchase as PurchaseDataWire,
      );
      await this.repository.updateDeposit(deposit.id, { checkoutId: checkout.checkout_id });
      return { ...deposit, checkoutId: checkout.checkout_id };
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
      const message = `Your deposit of ${audText(deposit.amountCents)} is in your wallet, but the purchase did not go through: ${error.message}`;
      await this.repository.updateDeposit(deposit.id, { checkoutFailureMessage: message });
      return { ...deposit, checkoutFailureMessage: message };
    }
  }

  private async requireDeposit(customerId: string, depositId: string): Promise<Deposit> {
    const deposit = await this.repository.findDeposit(depositId);
    if (!deposit || deposit.customerId !== customerId) {
      throw new ApiError(404, 'deposit_not_found', 'We could not find that deposit.');
    }
    return deposit;
  }
}
