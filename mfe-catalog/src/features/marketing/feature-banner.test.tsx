import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from 'shared-kernel';
import { type FeatureBannerView } from 'shared-kernel/contract/cms';
import { makeStore } from '../../store';
import { HomePage } from '../home/home-page';
import { homeApiAnswering, productOffer } from '../home/home-test-data';
import { resourceFetchersAnswering } from '../resources/resources-test-data';
import { PublishedFeatureBanner } from './feature-banner';
import { FeatureBannerPreviewPage } from './feature-banner-preview-page';

function banner(overrides: Partial<FeatureBannerView> = {}): FeatureBannerView {
  return {
    id: 'charity-raffles',
    status: 'published',
    publishedAt: null,
    headline: 'Win big, give back',
    text: 'Every charity raffle ticket supports an Australian cause you choose.',
    callToAction: { text: 'Buy charity tickets', to: '/charity-tickets' },
    image: null,
    ...overrides,
  };
}

const published = banner();
const draft = banner({
  id: 'android-app',
  status: 'draft',
  headline: 'The Lotto Shop app is here',
  text: 'Buy tickets on your phone.',
  callToAction: { text: 'Get the Android app', to: '/app/android' },
  image: { url: '/cms/assets/app.png', alt: 'The app on a phone' },
});

function renderAt(
  path: string,
  featureBanners: (params: { preview?: boolean }) => Promise<FeatureBannerView[]>,
) {
  const fetcher = jest.fn(featureBanners);
  const store = makeStore(undefined, {
    api: homeApiAnswering([]),
    resources: resourceFetchersAnswering({ featureBanners: fetcher }),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<PublishedFeatureBanner />} />
          <Route path="/marketing/feature-banner" element={<FeatureBannerPreviewPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return fetcher;
}

describe('the home page feature banner', () => {
  it('shows the published banner with its call to action', async () => {
    const fetcher = renderAt('/', () => Promise.resolve([published]));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Win big, give back' }),
    ).toBeInTheDocument();
    expect(screen.getByText(published.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy charity tickets' })).toHaveAttribute(
      'href',
      '/charity-tickets',
    );
    expect(fetcher.mock.calls[0]?.[0]).toEqual({});
  });

  it('shows nothing when there is no banner or it cannot be loaded', async () => {
    const fetcher = renderAt('/', () => Promise.reject(new Error('offline')));
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no link for a call to action that is neither a shop path nor https', async () => {
    renderAt('/', () =>
      Promise.resolve([banner({ callToAction: { text: 'Click me', to: 'javascript:alert(1)' } })]),
    );
    await screen.findByRole('heading', { level: 2, name: 'Win big, give back' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the home page', () => {
  it('shows the published feature banner under its heading, with the offers', async () => {
    const store = makeStore(undefined, {
      api: homeApiAnswering([productOffer()]),
      resources: resourceFetchersAnswering({ featureBanners: () => Promise.resolve([published]) }),
    });
    render(
      <Provider store={store}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </Provider>,
    );

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Win big, give back' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Oz Lotto' })).toBeInTheDocument();
  });
});

describe('the feature banner preview', () => {
  it('shows a content editor the newest draft as the home page would, drafts included', async () => {
    const fetcher = renderAt('/marketing/feature-banner', () =>
      Promise.resolve([published, draft]),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Feature banner preview' }),
    ).toBeInTheDocument();
    expect(fetcher.mock.calls[0]?.[0]).toEqual({ preview: true });
    expect(
      screen.getByRole('heading', { level: 2, name: 'The Lotto Shop app is here' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Status: Draft')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The app on a phone' })).toHaveAttribute(
      'src',
      '/cms/assets/app.png',
    );
    expect(screen.getByRole('link', { name: 'Get the Android app' })).toHaveAttribute(
      'href',
      '/app/android',
    );
    const list = screen.getByRole('navigation', { name: 'Feature banners' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Win big, give back (Published)' })).toHaveAttribute(
      'href',
      '/marketing/feature-banner?id=charity-raffles',
    );
  });

  it('shows the banner the address names', async () => {
    renderAt('/marketing/feature-banner?id=charity-raffles', () =>
      Promise.resolve([published, draft]),
    );

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Win big, give back' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Status: Published')).toBeInTheDocument();
  });

  it('answers anyone but a content editor (the content service refuses them) with the not-found page', async () => {
    renderAt('/marketing/feature-banner', () =>
      Promise.reject(new ApiError({ status: 404, message: 'Not found', isResponse: true })),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Feature banner preview' }),
    ).not.toBeInTheDocument();
  });

  it('answers the not-found page when there is no banner to preview', async () => {
    renderAt('/marketing/feature-banner?id=no-such-banner', () => Promise.resolve([published]));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
