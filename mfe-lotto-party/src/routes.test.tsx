import { act, render, screen } from '@testing-library/react';
import { capabilityGatedPaths, declaredRouteProblems, routeTableProblems } from 'remote-kit';
import { bus, publishGrantedCapabilities } from 'shared-kernel';
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

  it('serves only paths mfe-lotto-party owns, and has a page or a deliberate not-found for each', () => {
    expect(routeTableProblems('mfe-lotto-party', routes)).toEqual([]);
  });

  it.each([
    ['/lotto-party', 'Lotto Party'],
    ['/lotto-party/groups/2', 'My groups'],
    ['/lotto-party/group?token=invite-1', 'Lotto Party group'],
    ['/lotto-party/group/group-1', 'Lotto Party group'],
    ['/lotto-party/group/group-1/sessions/1', 'Lotto Party group: sessions'],
    ['/lotto-party/order/session-1', 'Session order'],
    ['/my-account/lotto-party/1', 'Lotto Party'],
    ['/my-account/lotto-party/ticket/ticket-1', 'Your Lotto Party shares'],
    ['/my-account/lotto-party/session/session-1', 'Lotto Party session'],
    ['/my-account/lotto-party/group/group-1/1', 'Lotto Party group'],
  ])('loads the screen of %s', async (pathname, heading) => {
    renderAt(pathname);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('opens the creation wizard when another package asks, on a page it does not own', async () => {
    renderAt('/social-play');
    act(() => bus.publish('lottoParty/createGroupRequested', {}));
    expect(await screen.findByRole('dialog', { name: 'Create a group' })).toBeInTheDocument();
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
