import { useTranslation } from 'remote-kit';
import { type Session } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import {
  closeTimeOf,
  drawNameOf,
  drawTimeOf,
  jackpotOf,
  money,
  sessionStatusLabelOf,
  sharesText,
} from './lotto-party-text';

/** What a session is: its draw, the price of a share and how many are sold and left. */
export function SessionFacts({ session }: { session: Session }) {
  const { t } = useTranslation(lottoPartyTexts);
  const draw = session.draws[0];
  return (
    <dl className="lotto-party__facts">
      {draw ? (
        <>
          <dt>{t('lotto_party.fact_draw')}</dt>
          <dd>
            {t('lotto_party.draw_at_time', { draw: drawNameOf(t, draw), time: drawTimeOf(draw) })}
          </dd>
          {session.status === 'open' ? (
            <>
              <dt>{t('lotto_party.fact_shares_on_sale_until')}</dt>
              <dd>{closeTimeOf(draw)}</dd>
              <dt>{t('lotto_party.fact_jackpot')}</dt>
              <dd>{jackpotOf(draw)}</dd>
            </>
          ) : null}
        </>
      ) : null}
      <dt>{t('lotto_party.fact_share_price')}</dt>
      <dd>{money(session.sharePrice)}</dd>
      <dt>{t('lotto_party.fact_shares_sold')}</dt>
      <dd>
        {t('lotto_party.shares_sold_of_total', {
          sold: session.sharesSold,
          total: session.totalShares,
        })}
      </dd>
      {session.status === 'open' ? (
        <>
          <dt>{t('lotto_party.fact_shares_left')}</dt>
          <dd>{session.sharesRemaining}</dd>
        </>
      ) : null}
      <dt>{t('lotto_party.fact_status')}</dt>
      <dd>
        {sessionStatusLabelOf(t, session.status)}
        {session.cancelReason ? ` (${session.cancelReason})` : ''}
      </dd>
      {session.myShares > 0 ? (
        <>
          <dt>{t('lotto_party.fact_your_shares')}</dt>
          <dd>{sharesText(t, session.myShares)}</dd>
        </>
      ) : null}
    </dl>
  );
}
