import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { capabilityGatedPaths, declaredRouteProblems, routeTableProblems } from 'remote-kit';
import { publishGrantedCapabilities } from 'shared-kernel';
import { capabilityNames } from 'shared-kernel/contract/platform';
import packageJson from '../package.json';
import { routes } from './routes';
import { App } from './spa';
import { homeApiAnswering, productOffer } from './features/home/home-test-data';
import type { ResourceFetchers } from './features/resources/resources-api';

jest.mock('./features/home/home-api', () => ({
  get kernelHomeApi() {
    return homeApiAnswering([productOffer()]);
  },
}));

jest.mock('./features/resources/resources-api', () => {
  const actual: { kernelResourceFetchers: ResourceFetchers } = jest.requireActual(
    './features/resources/resources-api',
  );
  return {
    ...actual,
    kernelResourceFetchers: {
      ...actual.kernelResourceFetchers,
      cmsPage: () => Promise.resolve(null),
      siteConfig: () => Promise.resolve({ siteName: 'Lotto Shop', hideSiteName: false }),
    },
  };
});

function renderAt(pathname: string) {
  window.history.pushState({}, '', pathname);
  return render(<App />);
}

describe('the route table', () => {
  // A segment that grants everything; the gated screens are opened without theirs below.
  beforeEach(() => publishGrantedCapabilities(capabilityNames, 'everything'));

  it('declares every path of the table in package.json, where the release manifest takes them', () => {
    expect(declaredRouteProblems(packageJson.shop.routes, routes)).toEqual([]);
  });

  it('serves only paths the catalogue owns', () => {
    expect(routeTableProblems('mfe-catalog', routes)).toEqual([]);
  });

  it('shows the home page at /', async () => {
    renderAt('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Lotteries, raffles and syndicates' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Oz Lotto' })).toBeInTheDocument();
  });

  it.each(['/oz-lotto/results/draw/1/unknown', '/no/such/page/here'])(
    'answers %s, a path it owns, with its not-found page',
    async (path) => {
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    },
  );

  it('starts a Lotto Party with the route state that opens its wizard', async () => {
    renderAt('/social-play');
    await userEvent.click(screen.getByRole('link', { name: 'Start a Lotto Party' }));
    expect(window.location.pathname).toBe('/lotto-party');
    expect((window.history.state as { usr?: unknown }).usr).toEqual({ createGroup: true });
  });

  it.each(['/cart', '/my-account', '/login'])(
    'renders nothing on %s, a path another package owns',
    (path) => {
      const { container } = renderAt(path);
      expect(container).toBeEmptyDOMElement();
    },
  );
});

describe('the screens behind a capability (capabilityScreens)', () => {
  it.each(capabilityGatedPaths(routes))(
    'shows the not-available page at $path without $required',
    async ({ path, required }) => {
      publishGrantedCapabilities(
        capabilityNames.filter((name) => !required.includes(name)),
        'without',
      );
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Not available' }),
      ).toBeInTheDocument();
    },
  );
});
