import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import { type MembershipApi } from '../../shared/membership-api';
import { recordedMembershipApi, winnerOf } from '../../shared/membership.test-support';
import { renderScreen } from '../../shared/test-render';
import { WinnersPage } from './winners-page';
import { winnersFeature } from './winners-screens';

function renderWinners(path: string, api: MembershipApi) {
  return renderScreen(<WinnersPage />, {
    path,
    route: '/daily-winners/winners',
    api,
    features: [winnersFeature],
  });
}

const nineWinners = Array.from({ length: 9 }, (_, index) =>
  winnerOf({ number: 30 - index, name: `W. ${index + 1}.` }),
);

describe('the past winners page', () => {
  it('lists nine winners a page, newest first, and pages on', async () => {
    const user = userEvent.setup();
    const recorded = recordedMembershipApi({
      fetchGiveawayWinners: (query) =>
        Promise.resolve({
          entities: query.offset === 0 ? nineWinners : [winnerOf({ number: 21 })],
          pageInfo: { limit: 9, offset: query.offset, total: 10 },
        }),
    });
    renderWinners('/daily-winners/winners', recorded.api);
    expect(screen.getByRole('heading', { level: 1, name: 'Past winners' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Winners' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'W. 1., Parramatta NSW, won A$100 cash in Daily giveaway 30, drawn 26 November 2026',
    );
    expect(within(list).getByRole('link', { name: 'Daily giveaway 30' })).toHaveAttribute(
      'href',
      '/daily-winners/giveaways/daily/30',
    );
    expect(screen.getByRole('navigation', { name: 'Pages of past winners' })).toHaveTextContent(
      'Page 1 of 2',
    );

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText(/Daily giveaway 21/)).toBeInTheDocument();
    expect(recorded.callsOf('fetchGiveawayWinners').map((call) => call.args[0])).toEqual([
      { limit: 9, offset: 0 },
      { limit: 9, offset: 9 },
    ]);
  });

  it('coerces a page number below 1 to the first page', async () => {
    const recorded = recordedMembershipApi();
    renderWinners('/daily-winners/winners?page=-3', recorded.api);
    expect(await screen.findByText('No giveaway has been drawn yet.')).toBeInTheDocument();
    expect(recorded.callsOf('fetchGiveawayWinners')[0]?.args).toEqual([{ limit: 9, offset: 0 }]);
  });

  it('shows the winners error with its message, and tries again', async () => {
    const user = userEvent.setup();
    let fails = true;
    const recorded = recordedMembershipApi({
      fetchGiveawayWinners: () =>
        fails
          ? Promise.reject(new ApiError({ status: 503, message: 'down', isResponse: true }))
          : Promise.resolve({
              entities: [winnerOf()],
              pageInfo: { limit: 9, offset: 0, total: 1 },
            }),
    });
    renderWinners('/daily-winners/winners', recorded.api);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the winners. Please try again.",
    );
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Winners' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes no winners call without the membership programme capability', async () => {
    const recorded = recordedMembershipApi({ whenCapabilitiesKnown: () => Promise.resolve([]) });
    renderWinners('/daily-winners/winners', recorded.api);
    expect(
      await screen.findByText('Daily Winners is not available for your account.'),
    ).toBeInTheDocument();
    expect(recorded.callNames()).toEqual(['whenCapabilitiesKnown']);
  });
});
