import { randomBytes } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type CheckoutWire, type PurchaseDataWire } from 'shared-kernel/wire/purchase';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { closePurchasedCart, type PricedCart, pricedCustomerCart } from '../cart/cart-pricing';
import { audText } from '../ledger/aud-text';
import { type CustomerAccounts, Ledger, type TransferLeg } from '../ledger/service';
import { blockedReasonsOf } from '../limits/blocked-reasons';
import { grantPremiumOfPurchase } from '../rewards/premium-purchase';
import { claimSharesOfPurchase } from '../social/share-purchase';
import { ScheduledPurchaseRepository } from '../scheduled-purchases/repository';
import { IdempotencyKeys, requestHashOf } from './idempotency';
import { checkoutToWire } from './receipt';
import { type NewTicket, PurchaseRepository } from './repository';

/** Where a purchase takes its items from, and how it empties that place afterwards. */
export interface PurchaseBasket {
  price(transaction: Kysely<Database>, customerId: string, now: Date): Promise<PricedCart | null>;
  close(transaction: Kysely<Database>, cart: PricedCart, now: Date): Promise<void>;
}

/** The customer's cart (engineered by the cart module; vouchers applied). */
export const customerCartBasket: PurchaseBasket = {
  price: pricedCustomerCart,
  close: closePurchasedCart,
};

/**
 * Failure injection for tests only: throw at the named moment to prove that a purchase is all or
 * nothing (`afterLedgerWrite`, inside the transaction) and that a retry of a committed purchase
 * whose answer was lost returns the stored answer without a second charge (`afterCommit`).
 */
export interface PurchaseFaults {
  afterLedgerWrite?: () => void;
  afterCommit?: (checkout: CheckoutWire) => void;
}

export interface PurchaseServiceOptions {
  now: () => Date;
  faults?: PurchaseFaults;
}

export const cartEmptyMessage = 'Your cart is empty. Add a ticket to continue.';
export const drawClosedMessage =
  'Sales for a draw in your cart have just closed. Please check your cart and try again.';

/**
 * Holds the draws the tickets are for open until the purchase commits: a share lock on each
 * draw row, which the draw engine's close step (an update lock) waits for, so a ticket is either
 * bought before the draw's ticket list is frozen or refused; never bought into a closed draw.
 */
async function holdDrawsOpen(
  transaction: Kysely<Database>,
  drawIds: readonly string[],
  now: Date,
): Promise<void> {
  const ids = [...new Set(drawIds.filter((id) => id !== ''))].sort();
  if (ids.length === 0) return;
  const draws = await transaction
    .selectFrom('draws')
    .select(['id', 'status', 'stop'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forShare()
    .execute();
  const closed = draws.some(
    (draw) => draw.status !== 'DRAW_OPEN' || new Date(draw.stop).getTime() <= now.getTime(),
  );
  if (closed || draws.length !== ids.length) {
    throw new ApiError(422, 'draw_closed', drawClosedMessage);
  }
}

export function insufficientFundsError(shortfallCents: number): ApiError {
  return new ApiError(
    422,
    'insufficient_funds',
    `Your wallet balance is too low to buy this cart. Top up ${audText(shortfallCents)} to continue.`,
  );
}

function newCheckoutId(): string {
  return `ck_${randomBytes(12).toString('base64url')}`;
}

function ticketOf(item: PricedCart['items'][number]): NewTicket {
  return {
    productType: item.productType,
    productOfferKey: item.productOfferKey,
    gameType: item.gameType,
    gameOffer: item.gameOffer,
    drawId: item.drawId === '' ? null : item.drawId,
    description: item.description,
    quantity: item.quantity,
    priceCents: item.unitPriceCents * item.quantity,
    numDraws: item.numDraws,
    numWeeks: item.numWeeks,
    numGames: item.numGames,
    games: item.games,
    quickpick: item.quickpick,
    causeKey: item.causeKey,
    day: item.day,
    numRaffleTickets: item.numRaffleTickets,
    numShares: item.numShares,
    hasFavouriteNumbers: item.hasFavouriteNumbers,
    recurringPurchaseType: item.recurringPurchaseType,
    recurringPurchaseEnabled: item.recurringPurchaseEnabled,
    purchaseStatus: item.scheduledPurchaseType === 'pre_order' ? 'pre_order' : 'standard',
  };
}

/**
 * What a purchase charges now: the total minus the pre-ordered items, which are paid when their
 * draws open (product.md §4 "Wallet-aware total").
 */
export function chargedNowCentsOf(
  cart: Pick<PricedCart, 'totalCents' | 'preOrderTotalCents'>,
): number {
  return Math.max(0, cart.totalCents - cart.preOrderTotalCents);
}

/** The draw a pre-ordered item waits for (the cart only pre-orders items of a draw). */
function preOrderedDrawOf(item: PricedCart['items'][number]): string {
  if (!item.drawId) throw new Error(`pre-ordered item ${item.id} has no draw`);
  return item.drawId;
}

/** Promo credit first, then cash (product rule); refuses what the wallet cannot pay. */
export function paymentSplitOf(
  totalCents: number,
  accounts: CustomerAccounts,
): { fromPromoCreditCents: number; fromCashCents: number } {
  const fromPromoCreditCents = Math.min(accounts.promoCredit.balanceCents, totalCents);
  const fromCashCents = totalCents - fromPromoCreditCents;
  if (fromCashCents > accounts.cash.balanceCents) {
    throw insufficientFundsError(fromCashCents - accounts.cash.balanceCents);
  }
  return { fromPromoCreditCents, fromCashCents };
}

/**
 * The purchase transfer of `split` (promo credit and cash to operator revenue); null when nothing
 * is owed (a cart fully paid by vouchers, or of pre-orders only).
 */
export async function postPurchaseTransfer(
  ledger: Ledger,
  accounts: CustomerAccounts,
  payment: { customerId: string; reference: string; description: string; at: Date },
  split: { fromPromoCreditCents: number; fromCashCents: number },
): Promise<string | null> {
  const totalCents = split.fromPromoCreditCents + split.fromCashCents;
  if (totalCents === 0) return null;
  const legs: TransferLeg[] = [{ operatorAccount: 'operator_revenue', amountCents: totalCents }];
  if (split.fromPromoCreditCents > 0) {
    legs.push({ accountId: accounts.promoCredit.id, amountCents: -split.fromPromoCreditCents });
  }
  if (split.fromCashCents > 0) {
    legs.push({ accountId: accounts.cash.id, amountCents: -split.fromCashCents });
  }
  return ledger.post(
    {
      customerId: payment.customerId,
      kind: 'purchase',
      description: payment.description,
      reference: payment.reference,
      legs,
      at: payment.at,
    },
    accounts,
  );
}

/**
 * Purchase (api.md §7.5 `POST /cart/purchase`): in ONE database transaction, claim the
 * idempotency key, lock the customer's ledger accounts, price the cart, check the limits, pay
 * what is charged now (promo credit first, then cash, to operator revenue), create the checkout
 * and its tickets, schedule the payment of pre-ordered tickets for when their draws open, add
 * the promo credit of credit vouchers, start the recurring purchases, make a buyer of the premium
 * membership a Premium member, claim the Lotto Party shares bought from their sessions, and close
 * the cart. A refusal (empty cart, blocked reason, insufficient funds, shares no longer left)
 * rolls everything back.
 */
export class PurchaseService {
  private readonly faults: PurchaseFaults;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly options: PurchaseServiceOptions,
  ) {
    this.faults = options.faults ?? {};
  }

  async purchase(
    customerId: string,
    idempotencyKey: string,
    purchaseData: PurchaseDataWire,
    basket: PurchaseBasket = customerCartBasket,
    call = 'cart/purchase',
  ): Promise<CheckoutWire> {
    const now = this.options.now();
    const checkout = await this.database.transaction().execute(async (transaction) => {
      const keys = new IdempotencyKeys(transaction);
      const claim = await keys.claim<CheckoutWire>(
        customerId,
        idempotencyKey,
        requestHashOf(call, purchaseData),
        now,
      );
      if (claim.kind === 'replay') return claim.body;
      const made = await this.buyWithin(transaction, customerId, purchaseData, basket, now);
      await keys.complete(customerId, idempotencyKey, 200, made);
      return made;
    });
    this.faults.afterCommit?.(checkout);
    return checkout;
  }

  /**
   * The purchase itself, inside the caller's transaction (deposit_purchase and partner purchase
   * run it after their own steps). Throws ApiError 422 when it cannot buy.
   */
  async buyWithin(
    transaction: Kysely<Database>,
    customerId: string,
    purchaseData: PurchaseDataWire,
    basket: PurchaseBasket,
    now: Date,
  ): Promise<CheckoutWire> {
    const ledger = new Ledger(transaction);
    const accounts = await ledger.lockCustomerAccounts(customerId);
    const cart = await basket.price(transaction, customerId, now);
    if (!cart || cart.items.length === 0) throw new ApiError(422, 'cart_empty', cartEmptyMessage);
    await holdDrawsOpen(
      transaction,
      cart.items.map((item) => item.drawId),
      now,
    );

    const chargedNowCents = chargedNowCentsOf(cart);
    const blocked = Object.entries(
      await blockedReasonsOf(transaction, customerId, chargedNowCents, now),
    );
    const [firstBlocked] = blocked;
    if (firstBlocked) throw new ApiError(422, firstBlocked[0], firstBlocked[1]);

    const split = paymentSplitOf(chargedNowCents, accounts);
    const checkoutId = newCheckoutId();
    const transferId = await postPurchaseTransfer(
      ledger,
      accounts,
      { customerId, reference: checkoutId, description: 'Ticket purchase', at: now },
      split,
    );
    this.faults.afterLedgerWrite?.();

    const purchases = new PurchaseRepository(transaction);
    const scheduledPurchases = new ScheduledPurchaseRepository(transaction);
    const tickets = cart.items.map(ticketOf);
    await purchases.insertCheckout({
      id: checkoutId,
      customerId,
      purchaseStatus: tickets.every((ticket) => ticket.purchaseStatus === 'pre_order')
        ? 'pre_order'
        : 'standard',
      subtotalCents: cart.subtotalCents,
      discountCents: cart.discountCents,
      // The receipt's total is what was charged now; pre-ordered tickets are paid later.
      totalCents: chargedNowCents,
      paidFromPromoCreditCents: split.fromPromoCreditCents,
      paidFromCashCents: split.fromCashCents,
      promoCreditAddedCents: cart.promoCreditCents,
      channelKey: purchaseData.channel_key,
      partnerKey: purchaseData.partner_key ?? null,
      metadata: purchaseData.metadata ?? {},
      transferId,
      createdAt: now,
    });
    for (const [index, ticket] of tickets.entries()) {
      const ticketId = await purchases.insertTicket(checkoutId, index, customerId, ticket, now);
      const item = cart.items[index];
      if (item && ticket.purchaseStatus === 'pre_order') {
        await scheduledPurchases.insert({
          customerId,
          checkoutId,
          ticketId,
          drawId: preOrderedDrawOf(item),
          kind: 'pre_order',
          description: ticket.description,
          priceCents: ticket.priceCents,
          createdAt: now,
        });
      }
      if (item?.recurringPurchaseEnabled && item.recurringPurchaseType) {
        await purchases.insertRecurringPurchase({
          customerId,
          ticketId,
          type: item.recurringPurchaseType === 'subscription' ? 'subscription' : 'autoplay',
          productOfferKey: item.productOfferKey,
          description: item.description,
          priceCents: ticket.priceCents,
          lastDrawNo: item.drawNo,
          createdAt: now,
        });
      }
    }
    if (cart.promoCreditCents > 0) {
      await ledger.post(
        {
          customerId,
          kind: 'promo_credit',
          description: 'Promo credit from a voucher',
          reference: checkoutId,
          legs: [
            { operatorAccount: 'operator_revenue', amountCents: -cart.promoCreditCents },
            { accountId: accounts.promoCredit.id, amountCents: cart.promoCreditCents },
          ],
          at: now,
        },
        accounts,
      );
    }
    await grantPremiumOfPurchase(transaction, customerId, tickets, now);
    await claimSharesOfPurchase(transaction, customerId, tickets, now);
    await basket.close(transaction, cart, now);

    const stored = await purchases.findCheckout(checkoutId);
    if (!stored) throw new Error(`checkout ${checkoutId} vanished inside its transaction`);
    return checkoutToWire(stored, await purchases.findTickets(checkoutId));
  }

  /** A checkout of the customer; 404 when it is not theirs or does not exist. */
  async checkoutOf(customerId: string, checkoutId: string): Promise<CheckoutWire> {
    const purchases = new PurchaseRepository(this.database);
    const checkout = await purchases.findCheckout(checkoutId);
    if (!checkout || checkout.customerId !== customerId) {
      throw new ApiError(404, 'checkout_not_found', 'We could not find that receipt.');
    }
    return checkoutToWire(checkout, await purchases.findTickets(checkoutId));
  }
}
