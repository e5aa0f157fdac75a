import { waitFor } from '@testing-library/react';
import { createBus } from 'shared-kernel';
import { createRemoteStore } from 'remote-kit';
import { combineReducers } from 'redux';
import { homeApiAnswering, productOffer } from '../home/home-test-data';
import { watchHomePageOpened } from '../home/home-sagas';
import { homePageOpened, homeReducer } from '../home/home-slice';
import { type ResourceFetchers } from './resources-api';
import { watchResourceRequested } from './resources-sagas';
import { resourceRequested, resourcesReducer, type ResourcesState } from './resources-slice';
import { resourceFetchersAnswering } from './resources-test-data';
import { watchSegmentChanges } from './segment-change-sagas';

function catalogueOn(bus = createBus()) {
  const statistics = jest.fn(() => Promise.resolve({ hot: [1, 2] }));
  const cmsPage = jest.fn(() => Promise.resolve(null));
  const fetchProductOffers = jest.fn(() => Promise.resolve([productOffer()]));
  const store = createRemoteStore({
    reducer: combineReducers({ home: homeReducer, resources: resourcesReducer }),
    sagas: [watchHomePageOpened, watchResourceRequested, () => watchSegmentChanges(bus)],
    context: {
      api: homeApiAnswering([productOffer()], { fetchProductOffers }),
      resources: resourceFetchersAnswering({
        statistics,
        cmsPage,
      } as unknown as Partial<ResourceFetchers>),
    },
  });
  const loaded = () =>
    Object.values((store.getState() as { resources: ResourcesState }).resources).every(
      (entry) => entry.status === 'loaded',
    );
  return { bus, store, statistics, cmsPage, fetchProductOffers, loaded };
}

async function withPagesShown() {
  const catalogue = catalogueOn();
  catalogue.store.dispatch(homePageOpened());
  catalogue.store.dispatch(resourceRequested('statistics', { offerKey: 'oz-lotto' }));
  catalogue.store.dispatch(resourceRequested('cmsPage', { path: '/about' }));
  await waitFor(() => expect(catalogue.loaded()).toBe(true));
  await waitFor(() => expect(catalogue.fetchProductOffers).toHaveBeenCalledTimes(1));
  return catalogue;
}

const change = { segmentName: 'vip', subVariant: null, pricingId: 'vip' };

describe('the catalogue at a change of segment or variant', () => {
  it('reads the offers and the statistics shown again when pricing differs', async () => {
    const catalogue = await withPagesShown();

    catalogue.bus.publish('segment/changed', { ...change, isPricingChanged: true });

    await waitFor(() => expect(catalogue.statistics).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(catalogue.fetchProductOffers).toHaveBeenCalledTimes(2));
    // Content pages do not depend on pricing.
    expect(catalogue.cmsPage).toHaveBeenCalledTimes(1);
  });

  it('keeps what is shown but reads it again when next asked for, when pricing is the same', async () => {
    const catalogue = await withPagesShown();

    catalogue.bus.publish('segment/changed', { ...change, isPricingChanged: false });
    expect(catalogue.statistics).toHaveBeenCalledTimes(1);
    catalogue.store.dispatch(resourceRequested('cmsPage', { path: '/about' }));

    await waitFor(() => expect(catalogue.cmsPage).toHaveBeenCalledTimes(2));
    expect(catalogue.fetchProductOffers).toHaveBeenCalledTimes(1);
  });
});
