import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type GiveawayDraw } from 'shared-kernel/contract/membership';
import { type MembershipApi } from '../../shared/membership-api';
import {
  aud,
  drawOf,
  entryOf,
  monthlyDrawOf,
  recordedMembershipApi,
  unlockRule,
} from '../../shared/membership.test-support';
import { renderScreen } from '../../shared/test-render';
import { AccountGiveawaysPage } from './account-giveaways-page';
import { accountGiveawaysFeatures } from './account-giveaways-screens';
import { type GiveawayList } from './account-giveaways-slice';

function renderList(list: GiveawayList, path: string, api: MembershipApi) {
  return renderScreen(<AccountGiveawaysPage list={list} />, {
    path,
    route: `/my-account/${list}-giveaways/:page`,
    api,
    features: accountGiveawaysFeatures,
  });
}

const page = (entities: GiveawayDraw[], total = entities.length, offset = 0) =>
  Promise.resolve({ entities, pageInfo: { limit: 9, offset, total } });

const wonDraw = (
  number: number,
  prize: { name: string; payout: 'cash' | 'promo_credit' | 'physical' },
) =>
  drawOf({
    number,
    status: 'drawn',
    entry: entryOf({
      result: 'won',
      prizesWon: [
        { ranking: 1, name: prize.name, value: aud(10), payout: prize.payout, status: 'paid' },
      ],
    }),
  });

describe('the closed giveaways page', () => {
  it('shows each giveaway the customer was in, what they won and how it was paid', async () => {
    const recorded = recordedMembershipApi({
      fetchGiveawayEntries: () =>
        page([
          wonDraw(12, { name: 'A$10 bonus credit', payout: 'promo_credit' }),
          wonDraw(11, { name: 'A$100 cash', payout: 'cash' }),
          wonDraw(10, { name: 'Weekend in the Blue Mountains', payout: 'physical' }),
          drawOf({ number: 9, status: 'drawn', entry: entryOf({ result: 'not_won' }) }),
        ]),
    });
    renderList('closed', '/my-account/closed-giveaways/1', recorded.api);
    expect(screen.getByRole('heading', { level: 1, name: 'Closed giveaways' })).toBeInTheDocument();
    const credit = await screen.findByRole('article', { name: 'Daily giveaway 12' });
    expect(credit).toHaveTextContent('You won A$10 bonus credit');
    expect(credit).toHaveTextContent('Paid as bonus credit');
    const cash = screen.getByRole('article', { name: 'Daily giveaway 11' });
    expect(cash).toHaveTextContent('You won A$100 cash');
    expect(cash).toHaveTextContent('Paid to your wallet');
    expect(screen.getByRole('article', { name: 'Daily giveaway 10' })).toHaveTextContent(
      "We'll be in touch to deliver your prize",
    );
    expect(screen.getByRole('article', { name: 'Daily giveaway 9' })).toHaveTextContent(
      'Not a winner this time',
    );
    expect(recorded.callsOf('fetchGiveawayEntries')[0]?.args).toEqual([
      { state: 'closed', limit: 9, offset: 0 },
    ]);
  });

  it('pages nine at a time', async () => {
    const user = userEvent.setup();
    const nine = Array.from({ length: 9 }, (_, index) => drawOf({ number: 40 - index }));
    const recorded = recordedMembershipApi({
      fetchGiveawayEntries: (query) =>
        query.offset === 0
          ? page(nine, 11)
          : page([drawOf({ number: 3 }), drawOf({ number: 2 })], 11, 9),
    });
    renderList('closed', '/my-account/closed-giveaways/1', recorded.api);
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    const pages = screen.getByRole('navigation', { name: 'Pages of closed giveaways' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Daily giveaway 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(recorded.callsOf('fetchGiveawayEntries')[1]?.args).toEqual([
      { state: 'closed', limit: 9, offset: 9 },
    ]);
  });

  it('coerces a page number below 1 to the first page', async () => {
    const recorded = recordedMembershipApi();
    renderList('closed', '/my-account/closed-giveaways/0', recorded.api);
    expect(await screen.findByText(/You have no closed giveaways/)).toBeInTheDocument();
    expect(recorded.callsOf('fetchGiveawayEntries')[0]?.args).toEqual([
      { state: 'closed', limit: 9, offset: 0 },
    ]);
  });
});

describe('the current giveaways page', () => {
  it('shows entered and locked giveaways, and unlocks one', async () => {
    const user = userEvent.setup();
    const locked = monthlyDrawOf({
      entry: entryOf({ entryStatus: 'locked', entered: false, reason: unlockRule }),
    });
    const recorded = recordedMembershipApi({
      fetchGiveawayEntries: () => page([drawOf({ entry: entryOf() }), locked]),
      unlockGiveawayEntry: () =>
        Promise.resolve(monthlyDrawOf({ entry: entryOf({ entryStatus: 'unlocked' }) })),
    });
    renderList('current', '/my-account/current-giveaways/1', recorded.api);
    expect(await screen.findByRole('article', { name: 'Daily giveaway 12' })).toHaveTextContent(
      'Entered',
    );
    const monthly = screen.getByRole('article', { name: 'Monthly giveaway 3' });
    expect(monthly).toHaveTextContent('Locked');
    await user.click(within(monthly).getByRole('button', { name: 'Unlock entry' }));
    expect(await within(monthly).findByText('Entered')).toBeInTheDocument();
    expect(recorded.callsOf('fetchGiveawayEntries')[0]?.args).toEqual([
      { state: 'current', limit: 9, offset: 0 },
    ]);
  });

  it('makes no entries call without the giveaway entries capability', async () => {
    const recorded = recordedMembershipApi({
      whenCapabilitiesKnown: () => Promise.resolve(['membership_program']),
    });
    renderList('current', '/my-account/current-giveaways/1', recorded.api);
    expect(
      await screen.findByText('Giveaways are not available for your account.'),
    ).toBeInTheDocument();
    expect(recorded.callNames()).toEqual(['whenCapabilitiesKnown']);
  });
});
