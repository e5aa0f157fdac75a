import { render, screen } from '@testing-library/react';
import { capabilityGatedPaths, declaredRouteProblems, routeTableProblems } from 'remote-kit';
import { publishGrantedCapabilities } from 'shared-kernel';
import { capabilityNames } from 'shared-kernel/contract/platform';
import packageJson from '../package.json';
import { routes } from './routes';
import { App } from './spa';

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

  it('serves only paths mfe-membership owns, and has a page for each', () => {
    expect(routeTableProblems('mfe-membership', routes)).toEqual([]);
  });

  it.each([
    ['/daily-winners', 'Daily Winners'],
    ['/daily-winners/winners', 'Past winners'],
    ['/daily-winners/deposit', 'Deposit to join Premium'],
    ['/daily-winners/giveaways/monthly/4', 'Monthly giveaway 4'],
    ['/daily-winners/membership-tiers', 'Membership tiers'],
    ['/my-account/current-giveaways', 'Current giveaways'],
    ['/my-account/current-giveaways/2', 'Current giveaways'],
    ['/my-account/closed-giveaways', 'Closed giveaways'],
    ['/my-account/closed-giveaways/3', 'Closed giveaways'],
  ])('loads the screen of %s', async (pathname, heading) => {
    renderAt(pathname);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('answers a path it owns but has no page for with the not-found page', () => {
    renderAt('/daily-winners/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
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
