import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LottoPartyApi } from '../../shared/lotto-party-api';
import {
  groupOf,
  pageOf,
  recordedLottoPartyApi,
  sessionOf,
} from '../../shared/lotto-party.test-support';
import { renderScreen } from '../../shared/test-render';
import { LottoPartyPage, lottoPartyHomeFeature, MyGroupsPage } from './lotto-party-screens';

function renderLanding(api: LottoPartyApi, path = '/lotto-party') {
  return renderScreen(<LottoPartyPage />, {
    path,
    route: '/lotto-party',
    api,
    features: [lottoPartyHomeFeature],
  });
}

const publicSession = sessionOf({
  sessionId: 'session-7',
  groupId: 'group-7',
  groupName: 'Beach Crew',
  sharesSold: 7,
  sharesRemaining: 3,
});

describe('the Lotto Party page', () => {
  it('shows the customer’s first groups and the open sessions anyone may join', async () => {
    const recorded = recordedLottoPartyApi({
      fetchMyGroups: () => Promise.resolve(pageOf([groupOf({ isOwner: true })], 8, { limit: 6 })),
      discoverSessions: () => Promise.resolve(pageOf([publicSession], 11)),
    });
    renderLanding(recorded.api);

    expect(screen.getByRole('heading', { level: 1, name: 'Lotto Party' })).toBeInTheDocument();
    const groups = await screen.findByRole('region', { name: 'My groups' });
    expect(await within(groups).findByRole('link', { name: 'Office Syndicate' })).toHaveAttribute(
      'href',
      '/lotto-party/group/group-1',
    );
    expect(groups).toHaveTextContent('Private group, 3 members, yours');
    expect(groups).toHaveTextContent('Open session: Powerball draw 1500, 6 shares left at $5.00');
    expect(within(groups).getByRole('link', { name: 'All my groups' })).toHaveAttribute(
      'href',
      '/lotto-party/groups/1',
    );

    const sessions = screen.getByRole('region', { name: 'Open sessions' });
    const beach = await within(sessions).findByRole('article', { name: 'Beach Crew' });
    expect(beach).toHaveTextContent('Shares sold7 of 10');
    expect(beach).toHaveTextContent('Shares left3');
    expect(within(sessions).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/lotto-party?page=2',
    );
    expect(recorded.callsOf('fetchMyGroups')[0]?.args).toEqual([1]);
    expect(recorded.callsOf('discoverSessions')[0]?.args).toEqual([1]);
  });

  it('opens the creation wizard from “Create a group”', async () => {
    const user = userEvent.setup();
    const recorded = recordedLottoPartyApi();
    renderLanding(recorded.api);

    await user.click(await screen.findByRole('button', { name: 'Create a group' }));

    expect(await screen.findByRole('dialog', { name: 'Create a group' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Group name' })).toBeInTheDocument();
  });

  it('shows a visitor what it is and the open sessions, with a way to log in', async () => {
    const recorded = recordedLottoPartyApi({
      isSignedIn: () => false,
      discoverSessions: () => Promise.resolve(pageOf([publicSession])),
    });
    renderLanding(recorded.api, '/lotto-party?page=2');

    expect(await screen.findByRole('link', { name: 'Log in to create a group' })).toHaveAttribute(
      'href',
      '/login?redirect=/lotto-party',
    );
    expect(await screen.findByRole('article', { name: 'Beach Crew' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My groups' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a group' })).not.toBeInTheDocument();
    expect(recorded.callNames()).toEqual(['discoverSessions']);
    expect(recorded.callsOf('discoverSessions')[0]?.args).toEqual([2]);
  });

  it('asks nothing of the social service where the segment has no Lotto Party', async () => {
    const recorded = recordedLottoPartyApi({ whenCapabilitiesKnown: () => Promise.resolve([]) });
    renderLanding(recorded.api);

    expect(
      await screen.findByText('Lotto Party is not available for your account.'),
    ).toBeInTheDocument();
    expect(recorded.callNames()).toEqual([]);
  });
});

describe('the my groups page', () => {
  it('pages the customer’s groups six at a time', async () => {
    const groups = Array.from({ length: 6 }, (_, index) =>
      groupOf({ id: `group-${index}`, groupName: `Group ${index}` }),
    );
    const recorded = recordedLottoPartyApi({
      fetchMyGroups: () => Promise.resolve(pageOf(groups, 13, { limit: 6 })),
    });
    renderScreen(<MyGroupsPage />, {
      path: '/lotto-party/groups/2',
      route: '/lotto-party/groups/:page',
      api: recorded.api,
      features: [lottoPartyHomeFeature],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'My groups' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /^Group \d$/ })).toHaveLength(6);
    const pages = screen.getByRole('navigation', { name: 'Pages of my groups' });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/lotto-party/groups/3',
    );
    expect(recorded.callsOf('fetchMyGroups')[0]?.args).toEqual([2]);
  });

  it('asks a visitor to log in first', async () => {
    const recorded = recordedLottoPartyApi({ isSignedIn: () => false });
    renderScreen(<MyGroupsPage />, {
      path: '/lotto-party/groups/1',
      route: '/lotto-party/groups/:page',
      api: recorded.api,
      features: [lottoPartyHomeFeature],
    });

    expect(await screen.findByRole('link', { name: 'Log in to see your groups' })).toHaveAttribute(
      'href',
      '/login?redirect=/lotto-party/groups/1',
    );
    expect(recorded.callNames()).toEqual([]);
  });
});
