import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type CmsPageView } from 'shared-kernel/contract/cms';
import { makeStore } from '../../store';
import { homeApiAnswering } from '../home/home-test-data';
import { resourceFetchersAnswering } from '../resources/resources-test-data';
import { BlogPage, CmsPage, OfferCmsPage } from './content-pages';

function cmsPage(path: string, title: string, links?: CmsPageView['links']): CmsPageView {
  const description = `${title}: what it is.`;
  return {
    id: path.slice(1).replace(/\//g, '-'),
    status: 'published',
    publishedAt: null,
    path,
    title,
    body: `# ${title}\n\n${description}`,
    sitemap: true,
    metadata: {
      title,
      description,
      canonical: null,
      noindex: false,
      nofollow: false,
      openGraph: { title, description, image: null, type: 'website' },
      twitter: { card: 'summary', title, description, image: null },
    },
    ...(links ? { links } : {}),
  };
}

const pages: Record<string, CmsPageView> = {
  '/app': cmsPage('/app', 'The Lotto Shop app', [
    { to: '/app/android', text: 'Get the Android app' },
  ]),
  '/your-support': cmsPage('/your-support', 'Your support'),
  '/hearts-home-raffle/your-support': cmsPage(
    '/hearts-home-raffle/your-support',
    'Your support of the Hearts Home Raffle',
  ),
};

function renderAt(path: string) {
  const cmsPageFetcher = jest.fn(({ path: wanted }: { path: string }) =>
    Promise.resolve(pages[wanted] ?? null),
  );
  const store = makeStore(undefined, {
    api: homeApiAnswering([]),
    resources: resourceFetchersAnswering({ cmsPage: cmsPageFetcher }),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app" element={<CmsPage path="/app" />} />
          <Route path="/:offerUrl/your-support" element={<OfferCmsPage section="your-support" />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return cmsPageFetcher;
}

describe('content pages', () => {
  it('render the CMS page of a fixed path with its links and metadata', async () => {
    renderAt('/app');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Lotto Shop app' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get the Android app' })).toHaveAttribute(
      'href',
      '/app/android',
    );
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'The Lotto Shop app: what it is.',
      ),
    );
  });

  it("show an offer's own support page when it has one", async () => {
    renderAt('/hearts-home-raffle/your-support');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your support of the Hearts Home Raffle',
      }),
    ).toBeInTheDocument();
  });

  it("fall back to the shop's page for an offer without its own", async () => {
    const fetcher = renderAt('/powerball/your-support');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your support' }),
    ).toBeInTheDocument();
    expect(fetcher.mock.calls.map(([params]) => params.path)).toEqual([
      '/powerball/your-support',
      '/your-support',
    ]);
  });
});

describe('the blog', () => {
  it('shows the older posts under the latest ones once those are in, so nothing moves', async () => {
    let answerLatest: () => void = () => undefined;
    const noPosts = { entities: [], pageInfo: { limit: 0, offset: 0, total: 0 } };
    const blogPosts = jest.fn(({ offset }: { offset: number }) =>
      offset === 0
        ? new Promise<never>((resolve) => {
            answerLatest = () => resolve(noPosts as never);
          })
        : Promise.resolve(noPosts as never),
    );
    const store = makeStore(undefined, {
      api: homeApiAnswering([]),
      resources: resourceFetchersAnswering({ blogPosts }),
    });
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/blog']}>
          <BlogPage />
        </MemoryRouter>
      </Provider>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Latest posts' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'More posts' })).not.toBeInTheDocument();
    answerLatest();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'More posts' }),
    ).toBeInTheDocument();
  });
});
