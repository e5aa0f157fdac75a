import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  type DrawDetailsView,
  type PastDrawView,
  type StatisticsView,
} from 'shared-kernel/contract/draws';
import { makeStore } from '../../store';
import { homeApiAnswering } from '../home/home-test-data';
import { powerballOffer, raffleOffer } from '../play/play-test-data';
import type { ResourceFetchers } from '../resources/resources-api';
import { resourceFetchersAnswering } from '../resources/resources-test-data';
import { StatisticsPage } from '../statistics/statistics-page';
import { DrawResultPage, OfferResultsPage, ResultsListPage, WinnersPage } from './results-pages';

function pastDraw(drawNo: number): PastDrawView {
  return {
    id: `powerball:${drawNo}`,
    type: 'lottery_ticket_draw',
    drawId: `powerball:${drawNo}`,
    drawNo,
    drawDate: '2026-11-19T09:30:00Z',
    lotteryKey: 'powerball',
    lotteryName: 'Powerball',
    displayCategory: 'Jackpot',
    status: 'DRAW_PAID',
    prizePool: { amount: 20_000_000, currency: 'AUD' },
    prizePoolSuffix: null,
    results: { Numbers: [3, 9, 14, 20, 25, 31, 35], Powerball: [7] },
    jackpotImage: null,
    purchaseStatus: null,
    customerData: null,
  };
}

function renderAt(path: string, fetchers: Partial<ResourceFetchers>) {
  const store = makeStore(undefined, {
    api: homeApiAnswering([powerballOffer, raffleOffer]),
    resources: resourceFetchersAnswering(fetchers),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/lotto-results/:page?" element={<ResultsListPage />} />
          <Route path="/:offerUrl/results/:segment?" element={<OfferResultsPage />} />
          <Route path="/:offerUrl/results/draw/:drawNo" element={<DrawResultPage />} />
          <Route path="/:offerUrl/statistics" element={<StatisticsPage />} />
          <Route path="/:offerUrl/winners/:page?" element={<WinnersPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('results pages', () => {
  it('coerce the page to at least 1 and ask for 5 draws a page', async () => {
    const pastDraws = jest.fn(() =>
      Promise.resolve({
        entities: [pastDraw(1232), pastDraw(1231)],
        pageInfo: { limit: 5, offset: 0, total: 12 },
      }),
    );
    renderAt('/lotto-results/0', { pastDraws });
    const pages = await screen.findByRole('navigation', { name: 'Results pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/lotto-results/2',
    );
    expect(pastDraws).toHaveBeenCalledWith({ offerKey: 'latest', page: 1 }, expect.anything());
    expect(screen.getByRole('article', { name: 'Powerball draw 1232' })).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: 'Numbers: 3, 9, 14, 20, 25, 31, 35' })).toHaveLength(
      2,
    );
  });

  it('of an offer link each draw to its dividends and page on', async () => {
    const pastDraws = jest.fn(() =>
      Promise.resolve({ entities: [pastDraw(1225)], pageInfo: { limit: 5, offset: 5, total: 12 } }),
    );
    renderAt('/powerball/results/2', { pastDraws });
    expect(await screen.findByRole('link', { name: 'Draw 1225' })).toHaveAttribute(
      'href',
      '/powerball/results/draw/1225',
    );
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/powerball/results',
    );
    expect(pastDraws).toHaveBeenCalledWith({ offerKey: 'powerball', page: 2 }, expect.anything());
  });

  it('show a draw with a dividends table per division', async () => {
    const details: DrawDetailsView = {
      ...pastDraw(1232),
      // In the order drawn: shown sorted.
      numberSets: [
        { name: 'Numbers', numbers: [25, 3, 35, 14, 9, 31, 20] },
        { name: 'Powerball', numbers: [7] },
      ],
      supplementaries: [],
      dividends: [
        { division: 1, description: '7 numbers + Powerball', winners: 0, prizePerWinner: null },
        {
          division: 2,
          description: '7 numbers',
          winners: 3,
          prizePerWinner: { amount: 123456.7, currency: 'AUD' },
        },
      ],
      totalWinners: 3,
    };
    renderAt('/powerball/results/draw/1232', { drawDetails: () => Promise.resolve(details) });
    const table = await screen.findByRole('table', { name: 'Dividends' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Division 27 numbers3$123,456.70');
    expect(
      screen.getByRole('list', { name: 'Numbers: 3, 9, 14, 20, 25, 31, 35' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Powerball: 7' })).toBeInTheDocument();
  });
});

describe('the statistics page', () => {
  it('draws hot and cold numbers as an SVG with a text alternative and a table', async () => {
    const statistics: StatisticsView = {
      lotteryKey: 'powerball',
      drawsCounted: 10,
      firstDrawNo: 1223,
      lastDrawNo: 1232,
      numberSets: [
        {
          name: 'Powerball',
          frequencies: [
            { number: 1, count: 4, lastDrawnDrawNo: 1232 },
            { number: 2, count: 0, lastDrawnDrawNo: null },
            { number: 3, count: 6, lastDrawnDrawNo: 1230 },
          ],
          hot: [3, 1],
          cold: [2],
        },
      ],
    };
    renderAt('/powerball/statistics', { statistics: () => Promise.resolve(statistics) });
    const chart = await screen.findByRole('img', { name: /How often each Powerball number/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('Hot: 3, 1. Cold: 2.'));
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    const table = screen.getByRole('table', { name: 'Powerball: times drawn' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('20Never');
  });

  it('list the winners of every past draw of a raffle, five draws a page', async () => {
    const pastDraws = jest.fn(() =>
      Promise.resolve({
        entities: [pastDraw(300), pastDraw(299)],
        pageInfo: { limit: 5, offset: 5, total: 7 },
      }),
    );
    const raffleWinners = jest.fn(({ drawNo }: { offerKey: string; drawNo: number }) =>
      Promise.resolve(
        drawNo === 300
          ? [
              {
                prizeRanking: 1,
                prizeName: 'Dream home',
                name: 'J. S.',
                location: 'Ballarat VIC',
                ticketNumber: 'A-0001',
              },
            ]
          : [],
      ),
    );
    renderAt('/hearts-home-raffle/winners/2', { pastDraws, raffleWinners });

    const winners = await screen.findByRole('table', { name: 'Winners of draw 300' });
    expect(within(winners).getByRole('rowheader', { name: 'Dream home' })).toBeInTheDocument();
    expect(await screen.findByText('Winners of draw 299 are announced soon.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(pastDraws).toHaveBeenCalledWith(
      { offerKey: 'hearts_raffle', page: 2 },
      expect.anything(),
    );
    const pages = screen.getByRole('navigation', { name: 'Winners pages' });
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/hearts-home-raffle/winners',
    );
  });
});
