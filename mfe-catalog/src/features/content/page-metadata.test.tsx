import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { type SiteConfig } from 'shared-kernel/contract/platform';
import { makeStore } from '../../store';
import { kernelResourceFetchers } from '../resources/resources-api';
import { PageMetadata, documentTitleOf } from './page-metadata';

const metadata = {
  title: 'How to play',
  description: 'Pick your numbers.',
  canonical: 'https://www.lottoshop.example/how-to-play',
  noindex: true,
  nofollow: true,
  openGraph: {
    title: 'How to play',
    description: 'Pick your numbers.',
    image: null,
    type: 'website',
  },
  twitter: {
    card: 'summary',
    title: 'How to play',
    description: 'Pick your numbers.',
    image: null,
  },
};

describe('page metadata', () => {
  it("appends ' | site name' unless the site hides it", () => {
    expect(documentTitleOf('Blog', { siteName: 'Lotto Shop', hideSiteName: false })).toBe(
      'Blog | Lotto Shop',
    );
    expect(documentTitleOf('Blog', { siteName: 'Lotto Shop', hideSiteName: true })).toBe('Blog');
    expect(documentTitleOf('Blog', null)).toBe('Blog');
  });

  it('puts description, canonical, robots, open-graph and twitter tags in the head', async () => {
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = 'The shop.';
    document.head.append(existing);
    const store = makeStore(undefined, {
      resources: {
        ...kernelResourceFetchers,
        siteConfig: () =>
          Promise.resolve({ siteName: 'Lotto Shop', hideSiteName: false } as SiteConfig),
      },
    });
    const { unmount } = render(
      <Provider store={store}>
        <PageMetadata metadata={metadata} />
      </Provider>,
    );
    await waitFor(() => expect(document.title).toBe('How to play | Lotto Shop'));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(existing.content).toBe('Pick your numbers.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      metadata.canonical,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'website',
    );
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary',
    );
    unmount();
    expect(existing.content).toBe('The shop.');
  });
});
