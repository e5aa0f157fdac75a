import { initialHomeState, type HomeState } from './home-slice';
import { nextDrawOf, selectProductOfferGroups } from './home-selectors';
import { productOffer, saturdayMorning, upcomingDraw } from './home-test-data';

const stateWith = (productOffers: HomeState['productOffers']) => ({
  home: { ...initialHomeState, status: 'loaded' as const, productOffers },
});

describe('selectProductOfferGroups', () => {
  it('groups lotteries, raffles and syndicates in that order, each by ranking', () => {
    const groups = selectProductOfferGroups(
      stateWith([
        productOffer({ key: 'syndicate', type: 'syndicate_share', ranking: 1 }),
        productOffer({ key: 'powerball', type: 'lottery_ticket', ranking: 5 }),
        productOffer({ key: 'charity', type: 'raffle_ticket', ranking: 2 }),
        productOffer({ key: 'oz_lotto', type: 'lottery_ticket', ranking: 3 }),
      ]),
    );

    expect(groups.map((group) => group.heading)).toEqual(['Lotteries', 'Raffles', 'Syndicates']);
    expect(groups[0]?.productOffers.map((offer) => offer.key)).toEqual(['oz_lotto', 'powerball']);
  });

  it('leaves out memberships, suspended and unavailable offers, and groups left empty', () => {
    const groups = selectProductOfferGroups(
      stateWith([
        productOffer({ key: 'daily_winners', type: 'membership' }),
        productOffer({ key: 'suspended', suspended: true }),
        productOffer({ key: 'unavailable', availability: 'unavailable' }),
        productOffer({ key: 'charity', type: 'raffle_ticket' }),
      ]),
    );

    expect(groups).toEqual([
      expect.objectContaining({
        heading: 'Raffles',
        productOffers: [expect.objectContaining({ key: 'charity' })],
      }),
    ]);
  });

  it('gives the same groups back while the offers are unchanged', () => {
    const state = stateWith([productOffer()]);
    expect(selectProductOfferGroups(state)).toBe(selectProductOfferGroups(state));
  });
});

describe('nextDrawOf', () => {
  it('is the open draw that closes first', () => {
    const later = upcomingDraw({ drawNo: 1501, stop: '2026-12-05T08:30:00Z' });
    const sooner = upcomingDraw({ drawNo: 1500, stop: '2026-11-28T08:30:00Z' });
    expect(nextDrawOf(productOffer({ draws: [later, sooner] }), saturdayMorning)).toBe(sooner);
  });

  it('skips draws whose sales have already stopped', () => {
    const closed = upcomingDraw({ drawNo: 1499, stop: '2026-11-21T08:30:00Z' });
    const open = upcomingDraw({ drawNo: 1500 });
    expect(nextDrawOf(productOffer({ draws: [closed, open] }), saturdayMorning)).toBe(open);
  });

  it('is null when no draw is open', () => {
    expect(nextDrawOf(productOffer({ draws: [] }), saturdayMorning)).toBeNull();
  });
});
