import { type CSSProperties } from 'react';
import { useTranslation } from 'remote-kit';
import { sortedNumberSets } from 'shared-kernel/contract/format';
import { type SessionHolding } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
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
  const { t } = useTranslation(lottoPartyTexts);
  return (
    <ol className="game-numbers" aria-label={t('lotto_party.session_games')}>
      {games.map((game, index) => (
        <li key={index}>
          {t('lotto_party.game_number', { number: index + 1 })}{' '}
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
                      <span style={visuallyHidden}> {t('lotto_party.number_matched')}</span>
                    </mark>
                  ) : (
                    number
                  )}
                </span>
              ))}
            </span>
          ))}
          {drawn
            ? ` — ${t('lotto_party.match_count', { count: matchCountOf(game, drawn) })}`
            : null}
        </li>
      ))}
    </ol>
  );
}

/** Who holds the session's shares and their part of the prize; the customer's row says You. */
export function HoldingsTable({ holdings }: { holdings: readonly SessionHolding[] }) {
  const { t } = useTranslation(lottoPartyTexts);
  return (
    <table className="lotto-party-table">
      <caption>{t('lotto_party.holdings_caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lotto_party.column_holder')}</th>
          <th scope="col">{t('lotto_party.column_shares')}</th>
          <th scope="col">{t('lotto_party.column_prize_part')}</th>
        </tr>
      </thead>
      <tbody>
        {holdings.map((holding, index) => (
          <tr key={index}>
            <th scope="row">
              {holding.isMe ? <strong>{t('lotto_party.you')}</strong> : holding.holderName}
            </th>
            <td>{holding.shares}</td>
            <td>{holding.prize ? money(holding.prize) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
