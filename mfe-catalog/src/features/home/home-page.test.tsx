import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from 'shared-kernel';
import { pageErrorMessages } from 'shared-kernel/contract/format';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { makeStore } from '../../store';
import type { HomeApi } from './home-api';
import { HomePage } from './home-page';
import { homeApiAnswering, productOffer, saturdayMorning, upcomingDraw } from './home-test-data';

function renderHomePage(api: HomeApi) {
  render(
    <Provider store={makeStore(undefined, { api })}>
      <MemoryRouter>
        <HomePage now={saturdayMorning} />
      </MemoryRouter>
    </Provider>,
  );
}

const ozLotto = productOffer();
const charity = productOffer({
  key: 'charity_raffle',
  type: 'raffle_ticket',
  name: 'Charity Raffle',
  url: 'charity-raffle',
  draws: [
    upcomingDraw({
      type: 'raffle_ticket_draw',
      stop: '2026-12-03T08:30:00Z',
      prizePool: null,
      isPrizePoolUnknown: true,
    }),
  ],
});
const syndicate = productOffer({
  key: 'powerball_syndicate',
  type: 'syndicate_share',
  name: 'Powerball Syndicate',
  url: 'powerball/syndicates',
  draws: [],
});

describe('HomePage', () => {
  it('says it is loading until the offers arrive', async () => {
    renderHomePage(homeApiAnswering([ozLotto]));

    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading lotteries, raffles and syndicates',
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Oz Lotto' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists the offers under one page heading, grouped by kind', async () => {
    renderHomePage(homeApiAnswering([ozLotto, charity, syndicate]));
    await screen.findByRole('heading', { level: 3, name: 'Oz Lotto' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const [group, offer] of [
      ['Lotteries', 'Oz Lotto'],
      ['Raffles', 'Charity Raffle'],
      ['Syndicates', 'Powerball Syndicate'],
    ] as const) {
      const section = screen.getByRole('region', { name: group });
      expect(within(section).getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
      expect(within(section).getByRole('article', { name: offer })).toBeInTheDocument();
    }
  });

  it("shows each offer's next draw and jackpot, and links to its page", async () => {
    renderHomePage(homeApiAnswering([ozLotto, charity, syndicate]));

    const oz = await screen.findByRole('article', { name: 'Oz Lotto' });
    expect(oz).toHaveTextContent('Next drawTonight, Saturday 28 November');
    expect(oz).toHaveTextContent('Jackpot20 Million');
    expect(within(oz).getByRole('link', { name: 'Oz Lotto' })).toHaveAttribute('href', '/oz-lotto');
    const play = within(oz).getByRole('link', { name: 'Play now' });
    expect(play).toHaveAttribute('href', '/oz-lotto');
    expect(play).toHaveAccessibleDescription('Oz Lotto');

    const raffle = screen.getByRole('article', { name: 'Charity Raffle' });
    expect(raffle).toHaveTextContent('Next drawThis week, Thursday 3 December');
    expect(raffle).toHaveTextContent('PrizeAnnounced soon');

    const withoutDraw = screen.getByRole('article', { name: 'Powerball Syndicate' });
    expect(withoutDraw).toHaveTextContent('Next drawTo be announced');
    expect(within(withoutDraw).getByRole('link', { name: 'Play now' })).toHaveAttribute(
      'href',
      '/powerball/syndicates',
    );
  });

  it("explains a failure with the kernel's message and loads again on request", async () => {
    const maintenance = new ApiError({ status: 503, message: 'Service Unavailable' });
    const fetchProductOffers = jest
      .fn<Promise<ProductOffer[]>, []>()
      .mockRejectedValueOnce(maintenance)
      .mockResolvedValueOnce([ozLotto]);
    renderHomePage(homeApiAnswering([], { fetchProductOffers }));

    expect(await screen.findByRole('alert')).toHaveTextContent(pageErrorMessages.maintenance);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Oz Lotto' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when nothing is on sale', async () => {
    renderHomePage(homeApiAnswering([productOffer({ suspended: true })]));
    expect(await screen.findByText(pageErrorMessages.noProducts)).toBeInTheDocument();
  });
});
