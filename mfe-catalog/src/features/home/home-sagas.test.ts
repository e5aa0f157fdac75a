import { ApiError } from 'shared-kernel';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { makeStore } from '../../store';
import { selectHomeFailure, selectHomeStatus, selectProductOfferGroups } from './home-selectors';
import { homePageOpened } from './home-slice';
import { homeApiAnswering, productOffer } from './home-test-data';

type Store = ReturnType<typeof makeStore>;

/** Resolves once the load the page started has settled. */
function settled(store: Store): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (['loaded', 'failed'].includes(selectHomeStatus(store.getState()))) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

const offerNames = (store: Store) =>
  selectProductOfferGroups(store.getState()).flatMap((group) =>
    group.productOffers.map((offer) => offer.name),
  );

describe('loading the home page offers', () => {
  it("asks for the site's default pricing when no customer pricing is known", async () => {
    const api = homeApiAnswering([productOffer({ name: 'Oz Lotto' })]);
    const store = makeStore(undefined, { api });

    store.dispatch(homePageOpened());
    await settled(store);

    expect(api.fetchProductOffers).toHaveBeenCalledWith('default', expect.anything());
    expect(offerNames(store)).toEqual(['Oz Lotto']);
  });

  it("uses the customer's own pricing without asking for the site config", async () => {
    const api = homeApiAnswering([productOffer()], { currentPricingId: () => 'members' });
    const store = makeStore(undefined, { api });

    store.dispatch(homePageOpened());
    await settled(store);

    expect(api.fetchConfig).not.toHaveBeenCalled();
    expect(api.fetchProductOffers).toHaveBeenCalledWith('members', expect.anything());
  });

  it('records the status of a failed call', async () => {
    const maintenance = new ApiError({ status: 503, message: 'Service Unavailable' });
    const api = homeApiAnswering([], {
      fetchProductOffers: jest.fn(() => Promise.reject(maintenance)),
    });
    const store = makeStore(undefined, { api });

    store.dispatch(homePageOpened());
    await settled(store);

    expect(selectHomeFailure(store.getState())).toEqual({ status: 503 });
  });

  it('records no status when the failure was not an API answer', async () => {
    const api = homeApiAnswering([], {
      fetchConfig: jest.fn(() => Promise.reject(new TypeError('x is undefined'))),
    });
    const store = makeStore(undefined, { api });

    store.dispatch(homePageOpened());
    await settled(store);

    expect(selectHomeFailure(store.getState())).toEqual({ status: null });
  });

  it('aborts a load in flight when the page is opened again, and keeps the latest', async () => {
    const signals: AbortSignal[] = [];
    let answerFirst: (offers: ProductOffer[]) => void = () => undefined;
    const api = homeApiAnswering([], {
      fetchProductOffers: jest
        .fn((_pricingId: string, { signal }: { signal: AbortSignal }) => {
          signals.push(signal);
          return Promise.resolve([productOffer({ name: 'Powerball' })]);
        })
        .mockImplementationOnce((_pricingId, { signal }) => {
          signals.push(signal);
          return new Promise<ProductOffer[]>((resolve) => (answerFirst = resolve));
        }),
    });
    const store = makeStore(undefined, { api });

    store.dispatch(homePageOpened());
    await Promise.resolve(); // let the first load reach the offers call
    store.dispatch(homePageOpened());
    await settled(store);
    answerFirst([productOffer({ name: 'Oz Lotto' })]);
    await Promise.resolve();

    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(offerNames(store)).toEqual(['Powerball']);
  });

  it('aborts a load still in flight when the store closes', async () => {
    let signal: AbortSignal | undefined;
    const api = homeApiAnswering([], {
      fetchProductOffers: jest.fn((_pricingId: string, options: { signal: AbortSignal }) => {
        signal = options.signal;
        return new Promise<ProductOffer[]>(() => undefined);
      }),
    });
    const store = makeStore(undefined, { api });

    store.dispatch(homePageOpened());
    await Promise.resolve();
    store.close();

    expect(signal?.aborted).toBe(true);
  });
});
