import { createSelector } from 'reselect';
import { isGameComplete, priceOf, validateTicket } from 'shared-kernel/contract/tickets';
import type { PlayState } from './play-slice';

interface StateWithPlay {
  play: PlayState;
}

export const selectPlay = (state: StateWithPlay) => state.play;
const selectTicket = (state: StateWithPlay) => state.play.ticket;
const selectOffer = (state: StateWithPlay) => state.play.offer;

/** Price of the ticket in cents. */
export const selectPriceCents = createSelector([selectTicket, selectOffer], (ticket, offer) =>
  ticket && offer ? priceOf(ticket, offer) : 0,
);

/** The rules' messages by field (empty when the ticket may go in the cart). */
export const selectRuleErrors = createSelector(
  [selectTicket, selectOffer],
  (ticket, offer): Record<string, string> =>
    ticket && offer ? validateTicket(ticket, offer) : { this: 'Loading…' },
);

/** Messages to show: the rules' once the customer has tried to add, then the server's. */
export const selectShownErrors = createSelector(
  [selectRuleErrors, (state: StateWithPlay) => state.play],
  (ruleErrors, play): Record<string, string> => ({
    ...(play.isValidationShown ? ruleErrors : {}),
    ...play.serverErrors,
  }),
);

export const selectCompleteGameCount = createSelector(
  [selectTicket, selectOffer],
  (ticket, offer) =>
    ticket && offer ? ticket.games.filter((game) => isGameComplete(game, offer)).length : 0,
);
