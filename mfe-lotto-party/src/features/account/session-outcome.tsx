import { GameNumbers, useTranslation } from 'remote-kit';
import { gameNumbersText } from 'shared-kernel/contract/format';
import { type Session } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import { money } from '../../shared/lotto-party-text';

/** What a session played and what its draw gave: its games, the drawn numbers, its prize. */
export function SessionOutcome({ session }: { session: Session }) {
  const { t } = useTranslation(lottoPartyTexts);
  const { games, result, status } = session;
  return (
    <>
      <h2>{t('lotto_party.session_games')}</h2>
      {games.length > 0 ? (
        <GameNumbers games={games} label={t('lotto_party.session_games')} />
      ) : status === 'cancelled' ? (
        <p>
          {t('lotto_party.no_games_cancelled', {
            reason: session.cancelReason ?? t('lotto_party.session_was_cancelled'),
          })}
        </p>
      ) : (
        <p>{t('lotto_party.games_bought_at_close')}</p>
      )}
      <h2>{t('lotto_party.result_heading')}</h2>
      {result ? (
        <>
          <p>{t('lotto_party.drawn_numbers', { numbers: gameNumbersText(result.drawn) })}</p>
          <p>
            {result.prize.amount <= 0
              ? t('lotto_party.session_no_prize')
              : result.division === null
                ? t('lotto_party.session_won', { prize: money(result.prize) })
                : t('lotto_party.session_won_division', {
                    prize: money(result.prize),
                    division: result.division,
                  })}
          </p>
        </>
      ) : (
        <p>
          {status === 'cancelled'
            ? t('lotto_party.session_not_playing')
            : t('lotto_party.not_drawn_yet')}
        </p>
      )}
    </>
  );
}
