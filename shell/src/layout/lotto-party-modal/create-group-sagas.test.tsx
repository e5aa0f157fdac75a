import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, type InitialEntry } from 'react-router-dom';
import { type BusEvents, type RemoteName } from 'shared-kernel';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { activityFor } from '../../composition/activity';
import { sessionCustomerFrom } from '../../session/session-sagas';
import { sessionCustomerLoaded } from '../../session/session-slice';
import { customerFixture } from '../../session/session-test-fixtures';
import { renderShell } from '../../testing/render-shell';
import { capabilitiesFixture, fakeShellApi } from '../../testing/shell-fixtures';
import { Layout } from '../layout';
import { routingFinishedEventName } from '../route-transition/route-transition-sagas';
import { siteDataLoadRequested } from '../site-data/site-data-slice';
import { isRemoteRequested } from './create-group-request';

type Request = BusEvents['lottoParty/createGroupRequested'];

const friday = { createGroup: true, groupId: 'g-7', groupName: 'Friday Night Syndicate' };
const at = (pathname: string) => new URL(pathname, 'http://localhost:8080');

function Navigation() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/lotto-results')}>
        Results
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

interface Setup {
  path?: InitialEntry;
  capabilities?: CapabilityName[];
  isSignedIn?: boolean;
  isMounted?: boolean;
}

function renderLayout({
  path = { pathname: '/social-play', state: friday },
  capabilities = ['social_syndicates'],
  isSignedIn = true,
  isMounted = false,
}: Setup = {}) {
  let isLottoPartyMounted = isMounted;
  const reroute = jest.fn();
  const routingEvents = new EventTarget();
  const rendered = renderShell(
    <>
      <Layout />
      <Navigation />
    </>,
    {
      path,
      routingEvents,
      api: fakeShellApi({
        fetchCapabilities: () => Promise.resolve(capabilitiesFixture(capabilities)),
      }),
      composition: {
        isMounted: (remote) => remote === 'mfe-lotto-party' && isLottoPartyMounted,
        reroute,
      },
    },
  );
  const { bus, store } = rendered;
  const requests: Request[] = [];
  bus.subscribe('lottoParty/createGroupRequested', (request) => requests.push(request));
  act(() => {
    store.dispatch(siteDataLoadRequested());
    if (isSignedIn) store.dispatch(sessionCustomerLoaded(sessionCustomerFrom(customerFixture())));
  });
  /** The activity single-spa gives mfe-lotto-party on the page (start-composition's). */
  const isActive = (remote: RemoteName, pathname: string) =>
    activityFor(remote, (location) =>
      isRemoteRequested(store.getState(), remote, location.pathname),
    )(at(pathname));
  return {
    ...rendered,
    requests,
    reroute,
    isActive,
    mount: () => {
      isLottoPartyMounted = true;
    },
    announceMounted: () => {
      act(() => {
        bus.publish('remote/mounted', {
          remote: 'mfe-lotto-party',
          version: '0.1.0',
          kernelInstanceId: 'kernel-1',
        });
      });
    },
    finishRouting: () => {
      act(() => {
        routingEvents.dispatchEvent(new Event(routingFinishedEventName));
      });
    },
  };
}

describe('the lotto-party creation modal, opened by route state', () => {
  it('activates mfe-lotto-party off its paths and asks it to open once it has mounted', async () => {
    const page = renderLayout();

    await waitFor(() => expect(page.isActive('mfe-lotto-party', '/social-play')).toBe(true));
    expect(page.reroute).toHaveBeenCalledTimes(1);
    expect(page.isActive('mfe-lotto-party', '/lotto-results')).toBe(false);
    expect(page.isActive('mfe-membership', '/social-play')).toBe(false);
    // Not before the remote listens: the event is not replayed.
    expect(page.requests).toEqual([]);

    page.announceMounted();
    page.announceMounted();

    expect(page.requests).toEqual([{ groupId: 'g-7', groupName: 'Friday Night Syndicate' }]);
  });

  it('asks a remote that is already mounted straight away, for a new group', async () => {
    const page = renderLayout({
      path: { pathname: '/lotto-party', state: { createGroup: true } },
      isMounted: true,
    });

    await waitFor(() => expect(page.requests).toEqual([{}]));
  });

  it('asks once a reroute ends with the remote mounted', async () => {
    const page = renderLayout();
    await waitFor(() => expect(page.reroute).toHaveBeenCalled());

    page.finishRouting();
    expect(page.requests).toEqual([]);
    page.mount();
    page.finishRouting();

    expect(page.requests).toEqual([{ groupId: 'g-7', groupName: 'Friday Night Syndicate' }]);
  });

  it('does nothing without the social syndicates capability', async () => {
    const page = renderLayout({ capabilities: ['giveaway_entries'] });
    await waitFor(() => expect(page.store.getState().siteData.capabilitiesStatus).toBe('loaded'));

    page.announceMounted();

    expect(page.isActive('mfe-lotto-party', '/social-play')).toBe(false);
    expect(page.reroute).not.toHaveBeenCalled();
    expect(page.requests).toEqual([]);
  });

  it('does nothing for a visitor who is not signed in', async () => {
    const page = renderLayout({ isSignedIn: false });
    await waitFor(() => expect(page.store.getState().siteData.capabilitiesStatus).toBe('loaded'));

    page.announceMounted();

    expect(page.isActive('mfe-lotto-party', '/social-play')).toBe(false);
    expect(page.requests).toEqual([]);
  });

  it('does nothing for a location without the create-group flag', async () => {
    const page = renderLayout({
      path: { pathname: '/social-play', state: { groupId: 'g-7' } },
      isMounted: true,
    });
    await waitFor(() => expect(page.store.getState().siteData.capabilitiesStatus).toBe('loaded'));

    page.announceMounted();

    expect(page.requests).toEqual([]);
  });

  it('clears the request on the next navigation, and does not ask again on going back', async () => {
    const user = userEvent.setup();
    // Arrive on the landing page with the flag, as its "Start a Lotto Party" link does.
    const page = renderLayout();
    await waitFor(() => expect(page.isActive('mfe-lotto-party', '/social-play')).toBe(true));
    page.announceMounted();
    expect(page.requests).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Results' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/lotto-results');
    expect(page.isActive('mfe-lotto-party', '/social-play')).toBe(false);
    expect(page.isActive('mfe-lotto-party', '/lotto-results')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/social-play');
    page.announceMounted();
    expect(page.requests).toHaveLength(1);
  });

  it('abandons a request still waiting for the remote when the customer navigates away', async () => {
    const user = userEvent.setup();
    const page = renderLayout();
    await waitFor(() => expect(page.reroute).toHaveBeenCalled());

    await user.click(screen.getByRole('button', { name: 'Results' }));
    page.announceMounted();

    expect(page.requests).toEqual([]);
    expect(page.isActive('mfe-lotto-party', '/social-play')).toBe(false);
  });
});
