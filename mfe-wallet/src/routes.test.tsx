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

  it('serves only paths mfe-wallet owns, and has a page or a deliberate not-found for each', () => {
    expect(
      routeTableProblems('mfe-wallet', routes, {
        notFound: [],
      }),
    ).toEqual([]);
  });

  it('shows Deposit at /deposit', () => {
    renderAt('/deposit');
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
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
