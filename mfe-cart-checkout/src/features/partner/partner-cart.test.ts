import { cartItemOf, cartViewOf } from '../cart/cart-test-data';
import {
  initialPartnerCartState,
  isPartnerCartEmpty,
  partnerCartItemOf,
  partnerCartReducer,
  type PartnerCartAction,
} from './partner-cart';

const run = (...actions: PartnerCartAction[]) =>
  actions.reduce(partnerCartReducer, initialPartnerCartState);

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
    expect(run({ type: 'partner/fetchStarted' }, { type: 'partner/fetchFailed' }).fetchStatus).toBe(
      'rejected',
    );
  });

  it('is replaced when received, has its items replaced when updated and is emptied when purchased', () => {
    const first = cartViewOf({ cartReference: 'P-1' });
    const later = cartViewOf({
      cartReference: 'P-2',
      cartItems: [cartItemOf(), cartItemOf({ id: 'x' })],
    });
    const updated = run(
      { type: 'partnerCart/received', cart: first },
      { type: 'partnerCart/updated', cart: later },
    );
    expect(updated.cart?.cartReference).toBe('P-1');
    expect(updated.cart?.cartItems).toHaveLength(2);
    const purchased = partnerCartReducer(updated, { type: 'partnerCart/purchased' });
    expect(isPartnerCartEmpty(purchased)).toBe(true);
  });
});

describe('the partner purchase item', () => {
  it('is the ticket as the partner purchase takes it', () => {
    expect(partnerCartItemOf(cartItemOf())).toEqual({
      lottery: 'powerball',
      gameType: 'standard',
      gameOffer: 'standard',
      numGames: 2,
      numDraws: 2,
      drawNumber: 1233,
    });
  });
});
