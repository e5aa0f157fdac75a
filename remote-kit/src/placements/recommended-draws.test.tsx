import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { publishGrantedCapabilities } from 'shared-kernel';
import { type Placement } from 'shared-kernel/contract/placements';
import { RecommendedDraws } from './recommended-draws';

const placements: Placement[] = [
  {
    key: 'cart_recommended',
    entries: [
      {
        productOfferKey: 'oz_lotto',
        name: 'Oz Lotto',
        url: '/oz-lotto',
        drawNo: 1650,
        drawDate: '2026-12-01T08:30:00.000Z',
        jackpot: { amount: 30_000_000, currency: 'AUD' },
      },
    ],
  },
];

function renderBlock(load: jest.Mock) {
  return render(
    <MemoryRouter>
      <RecommendedDraws
        heading="Recommended for you"
        placementKey="cart_recommended"
        cart={['powerball']}
        load={load}
      />
    </MemoryRouter>,
  );
}

// One file, one bus: capabilities published by one test stay for the next.
describe('RecommendedDraws', () => {
  it('shows nothing, and asks nothing, without the placements capability', () => {
    publishGrantedCapabilities(['faq'], 'customer');
    const load = jest.fn(() => Promise.resolve(placements));
    renderBlock(load);
    expect(screen.queryByRole('heading', { name: 'Recommended for you' })).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("lists the placement's draws with their jackpots, leaving out the cart's offers", async () => {
    publishGrantedCapabilities(['placements'], 'vip');
    const load = jest.fn(() => Promise.resolve(placements));
    renderBlock(load);

    const block = (await screen.findByRole('heading', { name: 'Recommended for you' })).closest(
      'section',
    )!;
    expect(within(block).getByRole('link', { name: 'Oz Lotto' })).toHaveAttribute(
      'href',
      '/oz-lotto',
    );
    expect(within(block).getByText('30 Million')).toBeVisible();
    expect(load).toHaveBeenCalledWith(
      { keys: ['cart_recommended'], cart: ['powerball'] },
      expect.anything(),
    );
  });

  it('shows nothing when the placement is empty', async () => {
    publishGrantedCapabilities(['placements'], 'vip');
    const load = jest.fn(() => Promise.resolve([]));
    renderBlock(load);
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Recommended for you' })).not.toBeInTheDocument();
  });
});
