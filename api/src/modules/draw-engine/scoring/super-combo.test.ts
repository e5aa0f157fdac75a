import { createHash } from 'node:crypto';
import { gameRulesOf } from './game-rules';
import { gamesPlayedBy, superComboEntries } from './super-combo';

const ozLotto = gameRulesOf('oz_lotto');
const ticketId = '5b0c7c43-4f8e-4d55-9a43-0f6e2f1b7a21';
const chosen = [3, 9, 14, 22, 31, 40, 46];
const game = { Numbers: chosen, Favourites: [7, 18] };

/**
 * Entry k's numbers straight from the rule's words: the `draw`-th line drawn from its stream
 * (a line repeating an earlier entry is drawn again).
 */
function entryByTheRule(id: string, entry: number, favourites: number[], draw = 1): number[] {
  const text = (value: string) => {
    const bytes = Buffer.from(value, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    return Buffer.concat([length, bytes]);
  };
  const uint32 = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return bytes;
  };
  const stream: number[] = [];
  for (let counter = 0; counter < 8; counter += 1) {
    const block = createHash('sha256')
      .update(text('lottery-shop/super-combo-entry'))
      .update(text(id))
      .update(uint32(entry))
      .update(uint32(counter))
      .digest();
    for (let offset = 0; offset < 32; offset += 4) stream.push(block.readUInt32BE(offset));
  }
  let line: number[] = [];
  for (let drawn = 0; drawn < draw; drawn += 1) {
    const candidates = Array.from({ length: 47 }, (_, index) => index + 1).filter(
      (number) => !favourites.includes(number),
    );
    line = [...favourites];
    for (let position = 0; line.length < 7; position += 1) {
      const range = candidates.length - position;
      let value = stream.shift() as number;
      while (value >= 2 ** 32 - (2 ** 32 % range)) value = stream.shift() as number;
      const chosenAt = position + (value % range);
      [candidates[position], candidates[chosenAt]] = [
        candidates[chosenAt] as number,
        candidates[position] as number,
      ];
      line.push(candidates[position] as number);
    }
  }
  return line.sort((left, right) => left - right);
}

describe('Super Combo entries', () => {
  it('plays the chosen Numbers first, then lines that keep every Favourite', () => {
    const entries = superComboEntries(ozLotto, ticketId, game, 20);

    expect(entries).toHaveLength(20);
    expect(entries[0]).toEqual({ Numbers: chosen });
    for (const entry of entries.slice(1)) {
      const numbers = entry.Numbers ?? [];
      expect(Object.keys(entry)).toEqual(['Numbers']);
      expect(numbers).toHaveLength(7);
      expect(new Set(numbers).size).toBe(7);
      expect(numbers).toEqual([...numbers].sort((left, right) => left - right));
      expect(numbers.every((number) => number >= 1 && number <= 47)).toBe(true);
      expect(numbers).toEqual(expect.arrayContaining([7, 18]));
    }
    const lines = entries.map((entry) => [...(entry.Numbers ?? [])].sort().join(','));
    expect(new Set(lines).size).toBe(20);
  });

  it('derives the same entries from the ticket id every time, and others for another ticket', () => {
    const entries = superComboEntries(ozLotto, ticketId, game, 50);

    expect(superComboEntries(ozLotto, ticketId, game, 50)).toEqual(entries);
    // A smaller entry count plays the first entries of a larger one.
    expect(superComboEntries(ozLotto, ticketId, game, 10)).toEqual(entries.slice(0, 10));
    const other = superComboEntries(ozLotto, `${ticketId.slice(0, -1)}2`, game, 50);
    expect(other[0]).toEqual(entries[0]);
    expect(other.slice(1)).not.toEqual(entries.slice(1));
  });

  it('derives each entry as the rule states: SHA-256 stream, rejection sampling, Fisher–Yates', () => {
    const entries = superComboEntries(ozLotto, ticketId, game, 3);

    expect(entries[1]?.Numbers).toEqual(entryByTheRule(ticketId, 2, [7, 18]));
    expect(entries[2]?.Numbers).toEqual(entryByTheRule(ticketId, 3, [7, 18]));
    const quickPicks = superComboEntries(ozLotto, ticketId, { Numbers: chosen }, 2);
    expect(quickPicks[1]?.Numbers).toEqual(entryByTheRule(ticketId, 2, []));
  });

  it('draws an entry again rather than repeat an earlier one', () => {
    // For this ticket, entry 50's first line by the rule is entry 34's: it is drawn again.
    const id = '00000000-0000-4000-8000-000000000050';
    const favourites = [1, 2, 5];
    expect(entryByTheRule(id, 50, favourites)).toEqual(entryByTheRule(id, 34, favourites));

    const entries = superComboEntries(ozLotto, id, { Numbers: chosen, Favourites: favourites }, 50);

    expect(entries[33]?.Numbers).toEqual(entryByTheRule(id, 34, favourites));
    expect(entries[49]?.Numbers).toEqual(entryByTheRule(id, 50, favourites, 2));
    expect(new Set(entries.map((entry) => (entry.Numbers ?? []).join(','))).size).toBe(50);
  });

  it('refuses a combo it cannot play', () => {
    expect(() => superComboEntries(ozLotto, ticketId, game, 0)).toThrow(RangeError);
    expect(() =>
      superComboEntries(ozLotto, ticketId, { Numbers: chosen, Favourites: [48] }, 10),
    ).toThrow('outside 1..47');
    expect(() =>
      superComboEntries(
        ozLotto,
        ticketId,
        { Numbers: chosen, Favourites: [1, 2, 4, 5, 6, 7, 8] },
        10,
      ),
    ).toThrow('at most 6 favourites');
  });
});

describe('the games a ticket plays', () => {
  const ticket = {
    id: ticketId,
    productOfferKey: 'oz_lotto',
    gameType: 'standard',
    games: [{ Numbers: chosen }, { Numbers: [1, 2, 3, 4, 5, 6, 7] }],
    quantity: 2,
    numGames: 2,
  };

  it('repeats a ticket’s games for each copy bought', () => {
    expect(gamesPlayedBy(ticket)).toEqual({
      gameType: 'standard',
      games: [...ticket.games, ...ticket.games],
    });
  });

  it("plays a Super Combo's entries as standard lines", () => {
    const combo = { ...ticket, gameType: 'mega_combo', games: [game], numGames: 10, quantity: 1 };

    expect(gamesPlayedBy(combo)).toEqual({
      gameType: 'standard',
      games: superComboEntries(ozLotto, ticketId, game, 10),
    });
    expect(() => gamesPlayedBy({ ...combo, games: [game, game] })).toThrow('holds 2 games');
  });
});
