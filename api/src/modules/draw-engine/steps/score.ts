import { type DrawStep } from '../engine/step';
import { findOfferOfDraw } from './offer-of-draw';
import { scoreLottery } from './score-lottery';
import { scoreRaffle } from './score-raffle';
import { scoreSyndicate } from './score-syndicate';

/**
 * Scores a drawn draw (DRAW_DRAWN → DRAW_SCORED): each frozen entry's result, the draw's
 * dividends or raffle winners, and one payout per winning ticket for the pay step.
 */
export const scoreStep: DrawStep = {
  name: 'score',
  from: ['DRAW_DRAWN'],
  to: 'DRAW_SCORED',
  isDue: () => true,
  async run(context) {
    const offer = await findOfferOfDraw(context.transaction, context.draw.product_offer_key);
    if (offer.kind === 'raffle') return scoreRaffle(context, offer);
    if (offer.kind === 'syndicate') return scoreSyndicate(context, offer);
    return scoreLottery(context, offer);
  },
};
