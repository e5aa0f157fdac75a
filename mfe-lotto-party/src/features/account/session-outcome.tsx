import { GameNumbers } from 'remote-kit';
import { gameNumbersText } from 'shared-kernel/contract/format';
import { type Session } from 'shared-kernel/contract/social';
import { money } from '../../shared/lotto-party-text';

/** What a session played and what its draw gave: its games, the drawn numbers, its prize. */
export function SessionOutcome({ session }: { session: Session }) {
  const { games, result, status } = session;
  return (
    <>
      <h2>The session&apos;s games</h2>
      {games.length > 0 ? (
        <GameNumbers games={games} label="The session's games" />
      ) : status === 'cancelled' ? (
        <p>No games were bought. {session.cancelReason ?? 'The session was cancelled'}.</p>
      ) : (
        <p>The session&apos;s games are bought when the draw closes.</p>
      )}
      <h2>Result</h2>
      {result ? (
        <>
          <p>Drawn numbers: {gameNumbersText(result.drawn)}</p>
          <p>
            {result.prize.amount > 0
              ? `The session won ${money(result.prize)}${result.division === null ? '' : ` (division ${result.division})`}.`
              : 'The session did not win a prize.'}
          </p>
        </>
      ) : (
        <p>{status === 'cancelled' ? 'This session does not play the draw.' : 'Not drawn yet.'}</p>
      )}
    </>
  );
}
