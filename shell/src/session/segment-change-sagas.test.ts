import { waitFor } from '@testing-library/react';
import { createBus, createSessionStore, emptySession, type BusEvents } from 'shared-kernel';
import { makeStore } from '../store';
import { fakeSessionApi, fakeShellApi, productOfferFixture } from '../testing/shell-fixtures';
import { segmentChangeOf } from './segment-change-sagas';
import { sessionCustomerFrom } from './session-sagas';
import { customerFixture } from './session-test-fixtures';
import { sessionCustomerLoaded } from './session-slice';

async function shellOfSignedInCustomer() {
  const bus = createBus();
  const session = createSessionStore({
    customerId: 'c-1',
    customerToken: 'customer-token-1',
    isAuthenticated: true,
    segmentName: 'customer',
    pricingId: 'default',
  });
  const clearApiCache = jest.fn();
  const fetchCart = jest.fn(() =>
    Promise.resolve({ cartItems: [{}, {}] } as unknown as Awaited<
      ReturnType<ReturnType<typeof fakeSessionApi>['fetchCart']>
    >),
  );
  const fetchProductOffers = jest.fn((pricingId: string) =>
    Promise.resolve([productOfferFixture(`offer-at-${pricingId}`)]),
  );
  const store = makeStore({
    api: fakeShellApi({ fetchProductOffers, session: fakeSessionApi({ fetchCart }) }),
    bus,
    routingEvents: new EventTarget(),
    session,
    clearApiCache,
  });
  const heard: Array<BusEvents['segment/changed']> = [];
  bus.subscribe('segment/changed', (change) => heard.push(change));
  const cartCounts: number[] = [];
  bus.subscribe('cart/changed', ({ itemCount }) => cartCounts.push(itemCount));
  // The cart read at start, before anything changes.
  await waitFor(() => expect(fetchCart).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(cartCounts).toEqual([2]));
  cartCounts.length = 0;
  return { store, session, clearApiCache, fetchCart, fetchProductOffers, heard, cartCounts };
}

describe('a change of segment or variant (product.md §4 Cart)', () => {
  it('purges the cached answers, tells the remotes and reads the cart again', async () => {
    const shell = await shellOfSignedInCustomer();

    shell.session.updateSession({ subVariant: 'XMAS' });

    await waitFor(() => expect(shell.cartCounts).toEqual([2]));
    expect(shell.fetchCart).toHaveBeenCalledTimes(2);
    expect(shell.clearApiCache).toHaveBeenCalledTimes(1);
    expect(shell.heard).toEqual([
      {
        segmentName: 'customer',
        subVariant: 'XMAS',
        pricingId: 'default',
        isPricingChanged: false,
      },
    ]);
    expect(shell.fetchProductOffers).not.toHaveBeenCalled();
  });

  it('reloads the product offers at the new pricing when pricing differs', async () => {
    const shell = await shellOfSignedInCustomer();

    shell.store.dispatch(
      sessionCustomerLoaded(
        sessionCustomerFrom(customerFixture({ segmentName: 'vip', pricingId: 'vip-pricing' })),
      ),
    );

    await waitFor(() =>
      expect(shell.store.getState().siteData.productOffers.map((offer) => offer.key)).toEqual([
        'offer-at-vip-pricing',
      ]),
    );
    expect(shell.session.getSession()).toMatchObject({
      segmentName: 'vip',
      pricingId: 'vip-pricing',
    });
    expect(shell.heard).toEqual([
      { segmentName: 'vip', subVariant: null, pricingId: 'vip-pricing', isPricingChanged: true },
    ]);
    expect(shell.clearApiCache).toHaveBeenCalledTimes(1);
  });

  it('is nothing when only other parts of the session change', () => {
    const previous = { ...emptySession, segmentName: 'customer', pricingId: 'default' };

    expect(segmentChangeOf(previous, { ...previous, accessToken: 'new-token' })).toBeNull();
    expect(segmentChangeOf(previous, { ...previous, segmentName: 'vip' })).toEqual({
      segmentName: 'vip',
      subVariant: null,
      pricingId: 'default',
      isPricingChanged: false,
    });
  });
});
