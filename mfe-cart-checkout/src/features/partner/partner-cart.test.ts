import { partnerCartViewOf } from '../../test-checkout-api';
import { cartItemOf } from '../cart/cart-test-data';
import {
  initialPartnerCartState,
  isPartnerCartEmpty,
  partnerCartItemsOf,
  partnerCartParameterOf,
  partnerCartReducer,
  partnerPaymentChoicesOf,
  type PartnerCartAction,
} from './partner-cart';
import { partnerCartItemOf } from './partner-item';
import { type PaymentMethodView } from 'shared-kernel/contract/payments';

const run = (...actions: PartnerCartAction[]) =>
  actions.reduce(partnerCartReducer, initialPartnerCartState);

const aud = (amount: number) => ({ amount, currency: 'AUD' });

describe('the partner cart', () => {
  it('follows the partner fetch: ready, pending, then resolved or rejected', () => {
    expect(run().fetchStatus).toBe('ready');
    expect(run({ type: 'partner/fetchStarted' }).fetchStatus).toBe('pending');
    const partner = {
      slug: 'lotto-partner',
      key: 'lotto_partner',
      name: 'Lotto Partner',
      channels: [],
    };
    expect(
      run({ type: 'partner/fetchStarted' }, { type: 'partner/fetched', partner }),
    ).toMatchObject({ fetchStatus: 'resolved', partner });
    expect(
      run({ type: 'partner/fetchStarted' }, { type: 'partner/fetchFailed', message: 'Gone' }),
    ).toMatchObject({ fetchStatus: 'rejected', failureMessage: 'Gone' });
  });

  it('is replaced when received, has its items replaced when updated and is emptied when purchased', () => {
    const first = partnerCartViewOf({ customerId: 'first' });
    const later = partnerCartViewOf({
      customerId: 'later',
      cartItems: [cartItemOf(), cartItemOf({ id: 'x' })],
      cartTotal: aud(12),
    });
    const updated = run(
      { type: 'partnerCart/received', cart: first },
      { type: 'partnerCart/updated', cart: later },
    );
    expect(updated.cart?.customerId).toBe('first');
    expect(updated.cart?.cartItems).toHaveLength(2);
    expect(updated.cart?.cartTotal).toEqual(aud(12));
    const purchased = partnerCartReducer(updated, { type: 'partnerCart/purchased' });
    expect(isPartnerCartEmpty(purchased)).toBe(true);
    expect(purchased.cart?.cartTotal).toEqual(aud(0));
  });
});

describe('a partner link', () => {
  it('carries the partner items, read back in the client casing', () => {
    const search = `?cart=${partnerCartParameterOf([
      { lottery: 'powerball', num_games: 2 },
      { lottery: 'oz_lotto', num_draws: 'autoplay' },
    ])}&utm_source=partner`;
    expect(partnerCartItemsOf(search)).toEqual([
      { lottery: 'powerball', numGames: 2 },
      { lottery: 'oz_lotto', numDraws: 'autoplay' },
    ]);
  });

  it('without items is an empty cart, and an unreadable one is refused', () => {
    expect(partnerCartItemsOf('')).toEqual([]);
    expect(partnerCartItemsOf('?cart=not-json')).toBeNull();
    expect(partnerCartItemsOf(`?cart=${partnerCartParameterOf([{ games: 2 }])}`)).toBeNull();
  });
});

describe('the partner purchase item', () => {
  it('is the ticket as listed, on the draw shown', () => {
    expect(partnerCartItemOf(cartItemOf())).toEqual({
      lottery: 'powerball',
      gameType: 'standard',
      gameOffer: 'standard',
      numGames: 2,
      numDraws: 2,
      drawNumber: 1233,
    });
  });

  it('keeps a recurring item recurring', () => {
    const recurring = cartItemOf({
      recurringPurchase: { type: 'autoplay', availability: 'optional', enabled: true },
    });
    expect(partnerCartItemOf(recurring)).toMatchObject({
      numDraws: 'autoplay',
      recurringPurchase: { type: 'autoplay', enabled: true },
    });
  });
});

function cardMethod(cscRequired: boolean): PaymentMethodView {
  const card = (id: string, brand: 'Visa' | 'MasterCard') => ({
    id,
    default: false,
    type: 'cc' as const,
    flags: { cart: true, withdraw: false, digitalWallets: false, failedVerification: false },
    brand,
    name: 'Pat Smith',
    number: '•••• 4242',
    expiry: '12/30',
    gateway: 'test',
  });
  return {
    code: 'cc',
    funds: [card('visa-card', 'Visa'), card('mastercard-card', 'MasterCard')],
    availableGateways: ['test'],
    attributes: {},
    rules: {
      enabled: true,
      minAmount: 10,
      maxAmount: 1000,
      gateway: { test: { cscRequired: { Visa: cscRequired, MasterCard: false } } },
    },
  };
}

describe('the ways to pay a partner cart', () => {
  it('is the wallet when it covers the total, else a card for the shortfall', () => {
    const cart = partnerCartViewOf({ cartTotal: aud(6) });
    expect(partnerPaymentChoicesOf(cart, aud(10), [])).toMatchObject({
      isCoveredByWallet: true,
    });
    expect(partnerPaymentChoicesOf(cart, aud(2.5), [cardMethod(true)])).toMatchObject({
      isCoveredByWallet: false,
      shortfallCents: 350,
    });
  });

  it('with recurring items offers only the cards charged without a security code', () => {
    const once = partnerCartViewOf();
    const recurring = partnerCartViewOf({ requiresUnattendedPaymentMethod: true });
    const idsOf = (cart: typeof once) =>
      partnerPaymentChoicesOf(cart, null, [cardMethod(true)]).cards.map((card) => card.id);
    expect(idsOf(once)).toEqual(['visa-card', 'mastercard-card']);
    expect(idsOf(recurring)).toEqual(['mastercard-card']);
  });
});
