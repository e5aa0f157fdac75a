import { render, screen } from '@testing-library/react';
import { capabilityGatedPaths, declaredRouteProblems, routeTableProblems } from 'remote-kit';
import packageJson from '../package.json';
import { createBus, publishGrantedCapabilities } from 'shared-kernel';
import { capabilityNames } from 'shared-kernel/contract/platform';
import { routes } from './routes';
import { App } from './spa';
import { fakeCheckoutApi } from './test-checkout-api';

function renderAt(pathname: string) {
  window.history.pushState({}, '', pathname);
  return render(<App dependencies={{ bus: createBus(), checkout: fakeCheckoutApi() }} />);
}

describe('the route table', () => {
  // A segment that grants everything; the gated screens are opened without theirs below.
  beforeEach(() => publishGrantedCapabilities(capabilityNames, 'everything'));

  it('declares every path of the table in package.json, where the release manifest takes them', () => {
    expect(declaredRouteProblems(packageJson.shop.routes, routes)).toEqual([]);
  });

  it('serves only paths the checkout owns', () => {
    expect(routeTableProblems('mfe-cart-checkout', routes)).toEqual([]);
  });

  it.each([
    ['/cart', 'Your cart'],
    ['/receipt/42', 'Your receipt'],
    ['/purchase/lotto-partner/nothing-here', 'Page not found'],
  ])('shows the page of %s, a path it owns', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('answers the 3-D Secure notification path inside the challenge frame', () => {
    renderAt('/3ds/notify');
    expect(screen.getByRole('status')).toHaveTextContent('Returning to the shop…');
  });

  it('renders nothing on a path another package owns', () => {
    const { container } = renderAt('/checkout/deposit/7/success');
    expect(container).toBeEmptyDOMElement();
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
