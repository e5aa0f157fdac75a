import {
  addGames,
  clearGames,
  completeGameCount,
  drawCountOf,
  emptyGame,
  isGameComplete,
  isTicketValid,
  moveNumber,
  newTicket,
  priceOf,
  quickpick,
  removeGame,
  tablePriceCents,
  type Ticket,
  ticketMessages,
  type TicketOffer,
  ticketOfferOf,
  toggleNumber,
  validateTicket,
} from './ticket-rules';

const powerball: TicketOffer = {
  gameType: 'standard',
  minGames: 1,
  maxGames: 3,
  numberSets: [
    { name: 'Numbers', count: 7, min: 1, max: 35 },
    { name: 'Powerball', count: 1, min: 1, max: 20 },
  ],
  prices: [
    { games: 1, price: 1.5 },
    { games: 2, price: '3.00' },
    { games: 3, price: 4.5 },
  ],
  causeKeys: [],
  selectableDays: [],
  maxDraws: 5,
};

const raffle: TicketOffer = {
  gameType: 'standard',
  minGames: 1,
  maxGames: 10,
  numberSets: [],
  prices: [
    { games: 1, price: 10 },
    { games: 3, price: 25 },
    { games: 5, price: 40 },
  ],
  causeKeys: ['heart_health_foundation', 'rural_ambulance_appeal'],
  selectableDays: [],
};

const megaCombo: TicketOffer = {
  gameType: 'mega_combo',
  minGames: 1,
  maxGames: 1,
  numberSets: [
    { name: 'Numbers', count: 4, min: 1, max: 45 },
    { name: 'Favourites', count: 2, min: 1, max: 45 },
  ],
  prices: [
    { games: 10, price: 10 },
    { games: 20, price: 18 },
  ],
  causeKeys: [],
  selectableDays: [],
  defaultEntryCount: 10,
};

const syndicate: TicketOffer = {
  gameType: 'syndicate',
  minGames: 1,
  maxGames: 20,
  numberSets: [],
  prices: [
    { games: 1, price: 12.5 },
    { games: 2, price: 25 },
  ],
  causeKeys: [],
  selectableDays: [],
};

/** A random source that walks through the given values, then repeats the last. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
}

function filledGame(numbers: number[], powerballNumber: number) {
  return { Numbers: numbers, Powerball: [powerballNumber] };
}

describe('a new ticket', () => {
  it('has the default game count of empty games, 1 draw and 1 week', () => {
    const ticket = newTicket(powerball, 2);
    expect(ticket.games).toEqual([emptyGame(powerball), emptyGame(powerball)]);
    expect(ticket.games[0]).toEqual({ Numbers: Array(7).fill(null), Powerball: [null] });
    expect(ticket).toMatchObject({ numDraws: 1, numWeeks: 1, causeKey: null, day: null });
  });

  it('of a raffle holds no games but the smallest ticket book', () => {
    expect(newTicket(raffle)).toMatchObject({ games: [], numGames: 1 });
  });

  it('of mega_combo starts at the default entry count, else the smallest listed', () => {
    expect(newTicket(megaCombo)).toMatchObject({ numGames: 10, games: [emptyGame(megaCombo)] });
    const { defaultEntryCount: _default, ...withoutDefault } = megaCombo;
    expect(newTicket({ ...withoutDefault, prices: [...megaCombo.prices].reverse() }).numGames).toBe(
      10,
    );
  });

  it('chooses the only selectable day itself', () => {
    expect(newTicket({ ...powerball, selectableDays: ['Monday'] }).day).toBe('Monday');
  });
});

describe('picking numbers', () => {
  it('puts a number in the first empty slot and takes it out again', () => {
    const picked = toggleNumber(newTicket(powerball), powerball, 0, 'Numbers', 7);
    expect(picked.games[0]?.Numbers?.[0]).toBe(7);
    const unpicked = toggleNumber(picked, powerball, 0, 'Numbers', 7);
    expect(unpicked.games[0]?.Numbers).toEqual(Array(7).fill(null));
  });

  it('does not add a number twice, out of range, or to a full set', () => {
    let ticket = newTicket(powerball);
    for (const number of [1, 2, 3, 4, 5, 6, 7]) {
      ticket = toggleNumber(ticket, powerball, 0, 'Numbers', number);
    }
    expect(toggleNumber(ticket, powerball, 0, 'Numbers', 8)).toBe(ticket);
    expect(toggleNumber(ticket, powerball, 0, 'Powerball', 21)).toBe(ticket);
    const withPowerball = toggleNumber(ticket, powerball, 0, 'Powerball', 7);
    expect(withPowerball.games[0]?.Powerball).toEqual([7]);
  });

  it('treats Numbers and Favourites as one pool', () => {
    let ticket = newTicket(megaCombo);
    ticket = toggleNumber(ticket, megaCombo, 0, 'Favourites', 9);
    expect(toggleNumber(ticket, megaCombo, 0, 'Numbers', 9)).toBe(ticket);
  });
});

describe('moving between Numbers and Favourites', () => {
  it('moves into an empty slot, and swaps with the last number when the target is full', () => {
    let ticket: Ticket = {
      ...newTicket(megaCombo),
      games: [{ Numbers: [1, 2, 3, 4], Favourites: [5, null] }],
    };
    ticket = moveNumber(ticket, megaCombo, 0, 2, 'Favourites');
    expect(ticket.games[0]).toEqual({ Numbers: [1, null, 3, 4], Favourites: [5, 2] });
    ticket = toggleNumber(ticket, megaCombo, 0, 'Numbers', 6);
    ticket = moveNumber(ticket, megaCombo, 0, 3, 'Favourites');
    expect(ticket.games[0]).toEqual({ Numbers: [1, 6, 2, 4], Favourites: [5, 3] });
  });

  it('keeps only one set of Favourites on a ticket', () => {
    const ticket: Ticket = {
      ...newTicket(megaCombo),
      games: [
        { Numbers: [1, 2, 3, 4], Favourites: [9, null] },
        { Numbers: [5, 6, 7, 8], Favourites: [null, null] },
      ],
    };
    const moved = moveNumber(ticket, megaCombo, 1, 5, 'Favourites');
    expect(moved.games[0]?.Favourites).toEqual([null, null]);
    expect(moved.games[1]).toEqual({ Numbers: [null, 6, 7, 8], Favourites: [5, null] });
  });

  it('leaves the ticket alone when the number is not in the source set', () => {
    const ticket = newTicket(megaCombo);
    expect(moveNumber(ticket, megaCombo, 0, 3, 'Favourites')).toBe(ticket);
  });
});

describe('game completeness', () => {
  it('needs every set full with no empty slot', () => {
    expect(isGameComplete(filledGame([1, 2, 3, 4, 5, 6, 7], 1), powerball)).toBe(true);
    expect(isGameComplete(filledGame([1, 2, 3, 4, 5, 6, 7], 1), powerball)).toBe(true);
    expect(isGameComplete({ Numbers: [1, 2, 3, 4, 5, 6, null], Powerball: [1] }, powerball)).toBe(
      false,
    );
    expect(isGameComplete({ Numbers: [1, 2, 3, 4, 5, 6, 7] }, powerball)).toBe(false);
  });

  it('for mega_combo needs full Numbers and, when present, a favourite', () => {
    expect(isGameComplete({ Numbers: [1, 2, 3, 4], Favourites: [5, null] }, megaCombo)).toBe(true);
    expect(isGameComplete({ Numbers: [1, 2, 3, 4] }, megaCombo)).toBe(true);
    expect(isGameComplete({ Numbers: [1, 2, 3, 4], Favourites: [null, null] }, megaCombo)).toBe(
      false,
    );
    expect(isGameComplete({ Numbers: [1, 2, null, 4], Favourites: [5, 6] }, megaCombo)).toBe(false);
  });
});

describe('quickpick', () => {
  it('fills only empty slots with unique numbers in range', () => {
    let ticket = toggleNumber(newTicket(powerball), powerball, 0, 'Numbers', 1);
    // Always the lowest free number: 1 is taken, so 2..7 follow.
    ticket = quickpick(ticket, powerball, 0, () => 0);
    expect(ticket.games[0]).toEqual({ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] });
  });

  it('stays in range even when the source answers the top of its range', () => {
    const ticket = quickpick(newTicket(powerball), powerball, 0, sequence(0.999999));
    const numbers = ticket.games[0]?.Numbers ?? [];
    expect(numbers).toEqual([35, 34, 33, 32, 31, 30, 29]);
    expect(ticket.games[0]?.Powerball).toEqual([20]);
  });

  it('of all games completes every game, each with unique numbers', () => {
    const ticket = quickpick(newTicket(powerball, 3), powerball);
    expect(completeGameCount(ticket, powerball)).toBe(3);
    for (const game of ticket.games) {
      const numbers = game.Numbers ?? [];
      expect(new Set(numbers).size).toBe(7);
      expect(numbers.every((number) => number !== null && number >= 1 && number <= 35)).toBe(true);
    }
    expect(ticket.quickpick).toBe(true);
  });

  it('does not put a Numbers number in Favourites', () => {
    const ticket: Ticket = {
      ...newTicket(megaCombo),
      games: [{ Numbers: [1, 2, 3, 4], Favourites: [null, null] }],
    };
    expect(quickpick(ticket, megaCombo, 0, () => 0).games[0]?.Favourites).toEqual([5, 6]);
  });
});

describe('clearing and adding games', () => {
  it('clears one game or all, keeping the count', () => {
    const filled = quickpick(newTicket(powerball, 2), powerball);
    const oneCleared = clearGames(filled, powerball, 1);
    expect(oneCleared.games[0]).toEqual(filled.games[0]);
    expect(oneCleared.games[1]).toEqual(emptyGame(powerball));
    const allCleared = clearGames(filled, powerball);
    expect(allCleared.games).toEqual([emptyGame(powerball), emptyGame(powerball)]);
    expect(allCleared.quickpick).toBe(false);
  });

  it('adds games up to the maximum and removes down to one', () => {
    const ticket = addGames(newTicket(powerball), powerball, 5);
    expect(ticket.games).toHaveLength(3);
    expect(addGames(ticket, powerball)).toBe(ticket);
    const single = removeGame(removeGame(ticket, 0), 0);
    expect(single.games).toHaveLength(1);
    expect(removeGame(single, 0)).toBe(single);
  });
});

describe('draw count', () => {
  it('sends autoplay as 1 draw with the recurring purchase enabled', () => {
    expect(drawCountOf('autoplay')).toEqual({ numDraws: 1, recurringPurchaseEnabled: true });
    expect(drawCountOf(3)).toEqual({ numDraws: 3, recurringPurchaseEnabled: false });
  });
});

describe('price', () => {
  it('is the price of the complete games times draws times weeks, in cents', () => {
    const ticket = { ...quickpick(newTicket(powerball, 2), powerball), numDraws: 2 };
    expect(priceOf(ticket, powerball)).toBe(600);
    expect(priceOf({ ...ticket, numWeeks: 2 }, powerball)).toBe(1200);
    expect(priceOf({ ...ticket, numDraws: 'autoplay' }, powerball)).toBe(300);
  });

  it('leaves incomplete games out', () => {
    const ticket = quickpick(newTicket(powerball, 2), powerball, 0);
    expect(priceOf(ticket, powerball)).toBe(150);
    expect(priceOf(newTicket(powerball), powerball)).toBe(0);
  });

  it('reads a raffle ticket book from the table', () => {
    expect(priceOf({ ...newTicket(raffle), numGames: 3 }, raffle)).toBe(2500);
  });

  it('of mega_combo is read at the entry count', () => {
    const ticket: Ticket = {
      ...newTicket(megaCombo),
      games: [{ Numbers: [1, 2, 3, 4], Favourites: [5, null] }],
    };
    expect(priceOf(ticket, megaCombo)).toBe(1000);
    expect(priceOf({ ...ticket, numGames: 20, numDraws: 2 }, megaCombo)).toBe(3600);
  });

  it('of a syndicate is the cost per share times the shares', () => {
    expect(priceOf({ ...newTicket(syndicate), numShares: 4 }, syndicate)).toBe(5000);
  });

  it('of an unlisted count is the per-game price of the largest listed count below it', () => {
    expect(tablePriceCents(raffle, 4)).toBe(Math.round((2500 / 3) * 4));
    expect(tablePriceCents(raffle, 0)).toBe(0);
  });
});

describe('validateTicket', () => {
  it('accepts a complete ticket', () => {
    const ticket = quickpick(newTicket(powerball), powerball);
    expect(validateTicket(ticket, powerball)).toEqual({});
    expect(isTicketValid(ticket, powerball)).toBe(true);
  });

  it('needs at least the minimum of complete games, on the ticket as a whole', () => {
    expect(validateTicket(newTicket(powerball), powerball)).toEqual({
      this: ticketMessages.minGames(1),
    });
    const offer = { ...powerball, minGames: 2 };
    const ticket = quickpick(newTicket(offer, 2), offer, 0);
    expect(validateTicket(ticket, offer).this).toBe('Please complete at least 2 games');
  });

  it('reports half-filled games', () => {
    let ticket = quickpick(newTicket(powerball, 2), powerball, 0);
    ticket = toggleNumber(ticket, powerball, 1, 'Numbers', 4);
    expect(validateTicket(ticket, powerball)).toEqual({ games: ticketMessages.incompleteGames });
  });

  it('reports a number chosen twice or out of range', () => {
    const twice: Ticket = {
      ...newTicket(powerball),
      games: [filledGame([1, 1, 3, 4, 5, 6, 7], 1)],
    };
    expect(validateTicket(twice, powerball).games).toBe(ticketMessages.duplicateNumber);
    const outside: Ticket = {
      ...newTicket(powerball),
      games: [filledGame([1, 2, 3, 4, 5, 6, 36], 1)],
    };
    expect(validateTicket(outside, powerball).games).toBe(ticketMessages.numberOutOfRange);
  });

  it('needs a selectable day when the lottery has them', () => {
    const offer = { ...powerball, selectableDays: ['Monday', 'Wednesday'] };
    const ticket = quickpick(newTicket(offer), offer);
    expect(validateTicket(ticket, offer)).toEqual({ day: 'Please choose a day' });
    expect(validateTicket({ ...ticket, day: 'Friday' }, offer)).toEqual({
      day: 'Please choose a day',
    });
    expect(validateTicket({ ...ticket, day: 'Wednesday' }, offer)).toEqual({});
  });

  it("needs a cause from the offer's list when it has causes", () => {
    const ticket = newTicket(raffle);
    expect(validateTicket(ticket, raffle)).toEqual({ causeKey: 'Please choose a cause' });
    expect(validateTicket({ ...ticket, causeKey: 'elsewhere' }, raffle)).toEqual({
      causeKey: 'Please choose one of the listed causes',
    });
    expect(validateTicket({ ...ticket, causeKey: 'rural_ambulance_appeal' }, raffle)).toEqual({});
  });

  it('needs a listed raffle ticket book', () => {
    const ticket = { ...newTicket(raffle), causeKey: 'rural_ambulance_appeal', numGames: 4 };
    expect(validateTicket(ticket, raffle)).toEqual({ this: ticketMessages.numGames });
  });

  it('bounds draws, weeks and syndicate shares', () => {
    const ticket = quickpick(newTicket(powerball), powerball);
    expect(validateTicket({ ...ticket, numDraws: 6 }, powerball).numDraws).toBe(
      'Please choose between 1 and 5 draws',
    );
    expect(validateTicket({ ...ticket, numDraws: 0 }, powerball).numDraws).toBeDefined();
    expect(validateTicket({ ...ticket, numDraws: 'autoplay' }, powerball)).toEqual({});
    expect(validateTicket({ ...ticket, numWeeks: 0 }, powerball).numWeeks).toBe(
      ticketMessages.numWeeks,
    );
    expect(validateTicket({ ...newTicket(syndicate), numShares: 21 }, syndicate)).toEqual({
      numShares: 'Please choose between 1 and 20 shares',
    });
    expect(validateTicket(newTicket(syndicate), syndicate)).toEqual({});
  });

  it('needs a listed entry count for mega_combo', () => {
    const ticket: Ticket = {
      ...newTicket(megaCombo),
      games: [{ Numbers: [1, 2, 3, 4], Favourites: [5, null] }],
    };
    expect(validateTicket(ticket, megaCombo)).toEqual({});
    expect(validateTicket({ ...ticket, numGames: 15 }, megaCombo)).toEqual({
      entryCount: ticketMessages.entryCount,
    });
  });
});

describe('set names sent in lower case', () => {
  it('are read as the offer spells them', () => {
    const ticket: Ticket = {
      ...newTicket(powerball),
      games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [3] }],
    };
    expect(validateTicket(ticket, powerball)).toEqual({});
    expect(priceOf(ticket, powerball)).toBe(150);
  });
});

describe('ticketOfferOf', () => {
  it("reads a product offer's game offer, causes and draw count", () => {
    const offer = ticketOfferOf(
      {
        causes: [{ key: 'heart_health_foundation', urlSlug: 'heart-health-foundation' }],
        draws: [],
        gameTypes: [
          {
            key: 'standard',
            gameOffers: [
              {
                key: 'standard',
                minGames: 1,
                maxGames: 50,
                numberSets: [{ name: 'Numbers', count: 6 }],
                prices: [{ games: 1, price: 0.75 }],
                priceCurrency: 'AUD',
                defaultGames: 18,
              },
            ],
          },
        ],
      },
      'standard',
    );
    expect(offer).toEqual({
      gameType: 'standard',
      minGames: 1,
      maxGames: 50,
      numberSets: [{ name: 'Numbers', count: 6, min: 1, max: 45 }],
      prices: [{ games: 1, price: 0.75 }],
      causeKeys: ['heart_health_foundation'],
      selectableDays: [],
    });
    expect(ticketOfferOf({ causes: [], draws: [], gameTypes: [] }, 'standard')).toBeNull();
  });

  it("takes the offer's selectable days and a mega_combo's default entry count", () => {
    const offer = ticketOfferOf(
      {
        causes: [],
        draws: [],
        selectableDays: ['Monday', 'Wednesday', 'Friday'],
        gameTypes: [
          {
            key: 'mega_combo',
            gameOffers: [
              {
                key: 'super_combo',
                minGames: 1,
                maxGames: 1,
                numberSets: [
                  { name: 'Numbers', count: 7, min: 1, max: 47 },
                  { name: 'Favourites', count: 3, min: 1, max: 47 },
                ],
                prices: [{ games: 10, price: 14 }],
                priceCurrency: 'AUD',
                defaultGames: 1,
                defaultEntryCount: 10,
              },
            ],
          },
        ],
      },
      'mega_combo',
    );
    expect(offer).toMatchObject({
      gameType: 'mega_combo',
      selectableDays: ['Monday', 'Wednesday', 'Friday'],
      defaultEntryCount: 10,
    });
    expect(newTicket(offer as TicketOffer).numGames).toBe(10);
  });
});

describe('a mega_combo ticket with Favourites', () => {
  const picked = (): Ticket => {
    let ticket = newTicket(megaCombo);
    for (const number of [1, 2, 3, 4])
      ticket = toggleNumber(ticket, megaCombo, 0, 'Numbers', number);
    return ticket;
  };

  it('needs a favourite before it can go in the cart', () => {
    expect(validateTicket(picked(), megaCombo)).toEqual({
      games: ticketMessages.incompleteGames,
      this: ticketMessages.minGames(1),
    });
  });

  it('is complete once a picked number moves to Favourites and the gap is filled', () => {
    let ticket = moveNumber(picked(), megaCombo, 0, 4, 'Favourites');
    expect(ticket.games[0]).toEqual({ Numbers: [1, 2, 3, null], Favourites: [4, null] });
    ticket = toggleNumber(ticket, megaCombo, 0, 'Numbers', 9);
    expect(validateTicket(ticket, megaCombo)).toEqual({});
    expect(priceOf({ ...ticket, numGames: 20 }, megaCombo)).toBe(1800);
  });

  it('moves a favourite back to Numbers, swapping with the last number of a full set', () => {
    let ticket = moveNumber(picked(), megaCombo, 0, 4, 'Favourites');
    ticket = toggleNumber(ticket, megaCombo, 0, 'Numbers', 9);
    ticket = moveNumber(ticket, megaCombo, 0, 4, 'Numbers');
    expect(ticket.games[0]).toEqual({ Numbers: [1, 2, 3, 4], Favourites: [9, null] });
  });
});
