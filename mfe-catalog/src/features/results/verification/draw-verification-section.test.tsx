import { webcrypto } from 'node:crypto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from 'shared-kernel';
import {
  type DrawCommitmentView,
  type DrawDetailsView,
  type DrawVerificationView,
} from 'shared-kernel/contract/draws';
import { makeStore } from '../../../store';
import { homeApiAnswering } from '../../home/home-test-data';
import { powerballOffer } from '../../play/play-test-data';
import type { ResourceFetchers } from '../../resources/resources-api';
import { resourceFetchersAnswering } from '../../resources/resources-test-data';
import { DrawResultPage } from '../results-pages';

const seed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const commitmentHex = '2c0da9c44be7a8e1800afd3681b399f2cdaca700c7f167345021af4aedb52d3f';
const ticketsRoot = '5e'.repeat(32);

/** The reference implementation's golden Powerball draw (seed above, no beacon). */
const published: DrawVerificationView = {
  algorithmVersion: 'hmac-sha256-fy-v1',
  commitment: commitmentHex,
  seed,
  beacon: null,
  drawKey: 'powerball:1500',
  pools: [
    { name: 'Numbers', kind: 'barrel', minimum: 1, maximum: 47, pick: 7 },
    { name: 'Supplementary', kind: 'continued', barrel: 'Numbers', pick: 3 },
    { name: 'Powerball', kind: 'barrel', minimum: 1, maximum: 20, pick: 1 },
  ],
  numbers: [
    { name: 'Numbers', numbers: [15, 3, 46, 39, 42, 28, 24] },
    { name: 'Supplementary', numbers: [23, 36, 31] },
    { name: 'Powerball', numbers: [20] },
  ],
  ticketsRoot,
};

const commitment: DrawCommitmentView = {
  drawKey: 'powerball:1500',
  algorithmVersion: 'hmac-sha256-fy-v1',
  commitment: commitmentHex,
  committedAt: '2026-11-12T09:00:00Z',
  ticketsRoot,
  ticketLines: 1234,
  status: 'DRAW_PAID',
};

const details: DrawDetailsView = {
  id: 'powerball:1500',
  type: 'lottery_ticket_draw',
  drawId: 'powerball:1500',
  drawNo: 1500,
  drawDate: '2026-11-19T09:30:00Z',
  lotteryKey: 'powerball',
  lotteryName: 'Powerball',
  displayCategory: 'Jackpot',
  status: 'DRAW_PAID',
  prizePool: { amount: 20_000_000, currency: 'AUD' },
  prizePoolSuffix: null,
  results: { Numbers: [3, 15, 24, 28, 39, 42, 46], Powerball: [20] },
  jackpotImage: null,
  purchaseStatus: null,
  customerData: null,
  numberSets: [
    { name: 'Numbers', numbers: [15, 3, 46, 39, 42, 28, 24] },
    { name: 'Powerball', numbers: [20] },
  ],
  supplementaries: [23, 36, 31],
  dividends: [],
  totalWinners: 0,
};

const notFound = () =>
  Promise.reject(new ApiError({ status: 404, message: 'Not found', isResponse: true }));

function renderDraw(drawNo: number, fetchers: Partial<ResourceFetchers>) {
  const store = makeStore(undefined, {
    api: homeApiAnswering([powerballOffer]),
    resources: resourceFetchersAnswering(fetchers),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/powerball/results/draw/${drawNo}`]}>
        <Routes>
          <Route path="/:offerUrl/results/draw/:drawNo" element={<DrawResultPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

function drawnWith(record: DrawVerificationView) {
  const drawVerification = jest.fn(() => Promise.resolve(record));
  renderDraw(1500, {
    drawDetails: () => Promise.resolve(details),
    drawCommitment: () => Promise.resolve(commitment),
    drawVerification,
  });
  return drawVerification;
}

beforeEach(() => {
  // jsdom has no crypto.subtle; the platform's is the one browsers implement.
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

describe("a draw's verification section", () => {
  it('shows the published data and verifies the draw in the browser', async () => {
    const drawVerification = drawnWith(published);
    const section = await screen.findByRole('region', { name: 'How this draw was made' });
    expect(drawVerification).toHaveBeenCalledWith(
      { offerKey: 'powerball', drawNo: 1500 },
      expect.anything(),
    );
    expect(await within(section).findByText(seed)).toBeInTheDocument();
    expect(within(section).getByText(commitmentHex)).toBeInTheDocument();
    expect(section).toHaveTextContent('1,234 lines, Merkle root:');
    expect(within(section).getByText(ticketsRoot)).toBeInTheDocument();
    expect(section).toHaveTextContent('No randomness beacon');
    expect(section).toHaveTextContent('npm run verify-draw -- powerball 1500');
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1', 'H2']);

    await userEvent.click(within(section).getByRole('button', { name: 'Verify this draw' }));

    const result = within(section).getByRole('status');
    expect(
      await within(result).findByText(
        'Verified: the seed matches the commitment and gives these numbers (in drawn order):',
      ),
    ).toBeInTheDocument();
    expect(result).toHaveTextContent('Numbers: 15, 3, 46, 39, 42, 28, 24');
    expect(result).toHaveTextContent('Powerball: 20');
  });

  it('says what does not match when the published numbers or seed were altered', async () => {
    drawnWith({
      ...published,
      numbers: [
        { name: 'Numbers', numbers: [15, 3, 46, 39, 42, 28, 25] },
        ...published.numbers.slice(1),
      ],
    });
    const button = await screen.findByRole('button', { name: 'Verify this draw' });
    await userEvent.click(button);
    const result = screen.getByRole('status');
    expect(
      await within(result).findByText(
        'Not verified: the seed gives other numbers than the published ones.',
      ),
    ).toBeInTheDocument();
    expect(result).toHaveTextContent('The published data gives:Numbers: 15, 3, 46, 39, 42, 28, 24');
  });

  it('reports a revealed seed that is not the committed one', async () => {
    drawnWith({ ...published, seed: `${seed.slice(0, 63)}e` });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify this draw' }));
    expect(
      await screen.findByText(/^Not verified: the revealed seed does not match the commitment/),
    ).toBeInTheDocument();
  });

  it('before the draw shows the commitment only', async () => {
    const drawVerification = jest.fn(() => Promise.resolve(published));
    renderDraw(1501, {
      drawDetails: notFound,
      drawCommitment: () =>
        Promise.resolve({
          ...commitment,
          drawKey: 'powerball:1501',
          ticketsRoot: null,
          ticketLines: null,
          status: 'DRAW_OPEN',
        }),
      drawVerification,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Powerball draw 1501',
    );
    const section = await screen.findByRole('region', { name: 'How this draw will be made' });
    expect(screen.getByText('This draw has not been drawn yet.')).toBeInTheDocument();
    expect(within(section).getByText(commitmentHex)).toBeInTheDocument();
    expect(section).toHaveTextContent('The seed is revealed at the draw.');
    expect(section).toHaveTextContent('Sales have not closed yet');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Powerball draw 1501' })).toHaveAttribute(
      'href',
      '/powerball/draw/1501',
    );
    expect(drawVerification).not.toHaveBeenCalled();
  });

  it('is absent for a draw without a verification record', async () => {
    const drawVerification = jest.fn(() => Promise.resolve(published));
    renderDraw(1500, {
      drawDetails: () => Promise.resolve(details),
      drawCommitment: notFound,
      drawVerification,
    });
    expect(await screen.findByText('Total winners: 0')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /How this draw/ })).not.toBeInTheDocument();
    expect(drawVerification).not.toHaveBeenCalled();
  });

  it('leaves a draw that neither exists nor has a commitment not found', async () => {
    renderDraw(9999, { drawDetails: notFound, drawCommitment: notFound });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('points to the command line check where the browser has no Web Crypto', async () => {
    drawnWith(published);
    const button = await screen.findByRole('button', { name: 'Verify this draw' });
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    await userEvent.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This browser cannot check the draw on this page',
    );
  });
});
