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

  it('serves only paths mfe-account owns, and has a page or a deliberate not-found for each', () => {
    expect(
      routeTableProblems('mfe-account', routes, {
        notFound: [],
      }),
    ).toEqual([]);
  });

  it('shows My account at /my-account', async () => {
    renderAt('/my-account');
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    // No API answers here: the dashboard offers to try again.
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['/my-account/autoplay/1', 'Autoplay'],
    ['/my-account/subscriptions/1', 'Subscriptions'],
    ['/my-account/recurring-purchases/1', 'Recurring purchases'],
  ])('loads the recurring purchase screen at %s', async (pathname, heading) => {
    renderAt(pathname);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/my-account/spend-limits', 'Spend limits'],
    ['/my-account/precommitment-limit', 'Precommitment limit'],
    ['/my-account/take-a-break', 'Take a break'],
    ['/my-account/activity-statement', 'Activity statement'],
  ])('loads the responsible play screen at %s', async (pathname, heading) => {
    renderAt(pathname);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
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
