import { waitFor } from '@testing-library/react';
import { createBus } from 'shared-kernel';
import { makeStore } from '../../store';
import {
  capabilitiesFixture,
  fakeShellApi,
  productOfferFixture,
  siteConfigFixture,
} from '../../testing/shell-fixtures';
import { type ShellApi } from '../../shell-api';
import { selectGrantedCapabilities, selectSiteName } from './site-data-selectors';
import { siteDataLoadRequested } from './site-data-slice';

function storeWith(api: ShellApi) {
  return makeStore({ api, bus: createBus(), routingEvents: new EventTarget() });
}

/** Waits until every part has loaded or failed. */
async function settled(store: ReturnType<typeof storeWith>) {
  await waitFor(() => {
    const { siteData } = store.getState();
    const statuses = [
      siteData.configStatus,
      siteData.capabilitiesStatus,
      siteData.translationsStatus,
      siteData.productOffersStatus,
    ];
    expect(statuses.every((status) => status === 'loaded' || status === 'failed')).toBe(true);
  });
  return store.getState().siteData;
}

describe('site data loading', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('loads configuration, capabilities, layout texts and the offers of the default pricing', async () => {
    const fetchProductOffers = jest.fn(() =>
      Promise.resolve([productOfferFixture('weekday-lotto')]),
    );
    const store = storeWith(
      fakeShellApi({
        fetchConfig: () =>
          Promise.resolve(siteConfigFixture({ siteName: 'Raffle House', defaultPricingId: 'p-7' })),
        fetchCapabilities: () => Promise.resolve(capabilitiesFixture(['blog', 'faq'])),
        fetchLayoutTranslations: () =>
          Promise.resolve([
            { id: 'nav.login', type: 'plain', value: 'Sign in', category: 'layout' },
            { id: 'footer.logo', type: 'image', value: '/logo.svg', category: 'layout' },
          ]),
        fetchProductOffers,
      }),
    );
    store.dispatch(siteDataLoadRequested());
    const siteData = await settled(store);

    expect(selectSiteName(store.getState())).toBe('Raffle House');
    expect(selectGrantedCapabilities(store.getState())).toEqual(['blog', 'faq']);
    expect(siteData.translations).toEqual({ 'nav.login': 'Sign in' });
    expect(fetchProductOffers).toHaveBeenCalledWith('p-7');
    expect(siteData.productOffers.map((offer) => offer.key)).toEqual(['weekday-lotto']);
  });

  it('keeps loading the other parts when one fails', async () => {
    const fetchProductOffers = jest.fn(() => Promise.resolve([]));
    const store = storeWith(
      fakeShellApi({
        fetchConfig: () => Promise.reject(new Error('503')),
        fetchCapabilities: () => Promise.reject(new Error('timeout')),
        fetchProductOffers,
      }),
    );
    store.dispatch(siteDataLoadRequested());
    const siteData = await settled(store);

    expect(siteData.configStatus).toBe('failed');
    expect(siteData.capabilitiesStatus).toBe('failed');
    expect(siteData.translationsStatus).toBe('loaded');
    expect(fetchProductOffers).toHaveBeenCalledWith('default');
    expect(selectSiteName(store.getState())).toBe('Lotto Shop');
    expect(console.error).toHaveBeenCalledWith(
      'Failed to parse configs from consul',
      expect.any(Error),
    );
  });
});
