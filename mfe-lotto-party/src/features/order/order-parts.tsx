import { type CSSProperties } from 'react';
import { sortedNumberSets } from 'shared-kernel/contract/format';
import { type SessionHolding } from 'shared-kernel/contract/social';
import { money } from '../../shared/lotto-party-text';

type Numbers = Readonly<Record<string, ReadonlyArray<number>>>;

/** Text for screen readers only. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** How many of a game's numbers the draw drew, set by set. */
export function matchCountOf(game: Numbers, drawn: Numbers): number {
  return Object.entries(game).reduce(
    (count, [name, numbers]) =>
      count + numbers.filter((number) => drawn[name]?.includes(number) ?? false).length,
    0,
  );
}

/** The session's games, numbers sorted; once drawn, the numbers the draw matched are marked. */
export function MarkedGames({
  games,
  drawn,
}: {
  games: ReadonlyArray<Numbers>;
  drawn: Numbers | null;
}) {
  return (
    <ol className="game-numbers" aria-label="The session's games">
      {games.map((game, index) => (
        <li key={index}>
          Game {index + 1}:{' '}
          {sortedNumberSets(game).map(({ name, numbers }, setIndex) => (
            <span key={name} className="game-numbers__set">
              {setIndex > 0 ? ' · ' : ''}
              {name}{' '}
              {numbers.map((number, numberIndex) => (
                <span key={number}>
                  {numberIndex > 0 ? ', ' : ''}
                  {drawn?.[name]?.includes(number) ? (
                    <mark className="ticket-number--matched">
                      <strong>{number}</strong>
                      <span style={visuallyHidden}> (matched)</span>
                    </mark>
                  ) : (
                    number
                  )}
                </span>
              ))}
            </span>
          ))}
          {drawn ? ` — ${matchCountOf(game, drawn)} matched` : null}
        </li>
      ))}
    </ol>
  );
}

/** Who holds the session's shares and their part of the prize; the customer's row says You. */
export function HoldingsTable({ holdings }: { holdings: readonly SessionHolding[] }) {
  return (
    <table className="lotto-party-table">
      <caption>Who holds the shares</caption>
      <thead>
        <tr>
          <th scope="col">Holder</th>
          <th scope="col">Shares</th>
          <th scope="col">Prize part</th>
        </tr>
      </thead>
      <tbody>
        {holdings.map((holding, index) => (
          <tr key={index}>
            <th scope="row">{holding.isMe ? <strong>You</strong> : holding.holderName}</th>
            <td>{holding.shares}</td>
            <td>{holding.prize ? money(holding.prize) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
