import { editedTicketOf } from './cart-item-edit';
import { cartItemOf } from './cart-test-data';

describe('the edited ticket', () => {
  it('keeps the lottery, first draw and numbers and changes the draws', () => {
    const ticket = editedTicketOf(cartItemOf(), { numDraws: 4 });
    expect(ticket).toMatchObject({
      lottery: 'powerball',
      gameType: 'standard',
      gameOffer: 'standard',
      firstDrawNo: 1233,
      numDraws: 4,
      numGames: 2,
    });
    expect(ticket.games).toEqual(cartItemOf().games);
  });

  it('adds empty games for the shop to quickpick, and drops games from the end', () => {
    expect(editedTicketOf(cartItemOf({ quickpick: false }), { numGames: 3 })).toMatchObject({
      numGames: 3,
      quickpick: true,
      games: [...cartItemOf().games, {}],
    });
    expect(editedTicketOf(cartItemOf(), { numGames: 1 }).games).toHaveLength(1);
  });

  it('sends autoplay as numDraws autoplay', () => {
    expect(editedTicketOf(cartItemOf(), { recurringPurchaseEnabled: true }).numDraws).toBe(
      'autoplay',
    );
  });

  it('changes the tickets of a raffle book and the shares of a syndicate', () => {
    const raffle = cartItemOf({ games: [], numGames: 3, numRaffleTickets: 3 });
    expect(editedTicketOf(raffle, { quantity: 5 })).toMatchObject({ numRaffleTickets: 5 });
    const syndicate = cartItemOf({ games: [], numShares: 2 });
    expect(editedTicketOf(syndicate, { quantity: 4 })).toMatchObject({
      syndicate: { numShares: 4 },
    });
  });
});
