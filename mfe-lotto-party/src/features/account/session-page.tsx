import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage, useTranslation } from 'remote-kit';
import { formatDrawDayAndTime } from 'shared-kernel/contract/format';
import { type Session } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import {
  autosessionLabelOf,
  money,
  sessionOrderPathOf,
  sharesText,
} from '../../shared/lotto-party-text';
import { PartState, shownValueOf } from '../../shared/part-state';
import { AccountSubpage } from './account-subpage';
import { selectAccount, sessionOpened } from './account-slice';
import { groupPathOf, sessionDrawText, sessionStatusText, shareTicketPathOf } from './account-text';
import { SessionOutcome } from './session-outcome';

function SessionFacts({ session }: { session: Session }) {
  const { t } = useTranslation(lottoPartyTexts);
  const [draw] = session.draws;
  return (
    <dl className="lotto-party__facts">
      <dt>{t('lotto_party.fact_group')}</dt>
      <dd>
        <Link to={groupPathOf(session.groupId, 1)}>{session.groupName}</Link>
      </dd>
      <dt>{t('lotto_party.fact_draw')}</dt>
      <dd>{sessionDrawText(t, session)}</dd>
      {draw && session.status === 'open' ? (
        <>
          <dt>{t('lotto_party.fact_shares_on_sale_until')}</dt>
          <dd>{formatDrawDayAndTime(draw.closeDate)}</dd>
        </>
      ) : null}
      <dt>{t('lotto_party.fact_status')}</dt>
      <dd>
        {sessionStatusText(t, session.status)}
        {session.cancelReason ? `: ${session.cancelReason}` : ''}
      </dd>
      <dt>{t('lotto_party.fact_share_price')}</dt>
      <dd>{money(session.sharePrice)}</dd>
      <dt>{t('lotto_party.fact_shares_sold')}</dt>
      <dd>
        {t('lotto_party.shares_sold_left', {
          sold: session.sharesSold,
          total: session.totalShares,
          remaining: session.sharesRemaining,
        })}
      </dd>
      <dt>{t('lotto_party.fact_pool')}</dt>
      <dd>{money(session.pool)}</dd>
      <dt>{t('lotto_party.fact_autosession')}</dt>
      <dd>
        {session.autosessionStatus === 'on'
          ? t('lotto_party.autosession_on_detail')
          : autosessionLabelOf(t, session.autosessionStatus)}
      </dd>
      <dt>{t('lotto_party.fact_your_shares')}</dt>
      <dd>{session.myShares > 0 ? sharesText(t, session.myShares) : t('lotto_party.none')}</dd>
      {session.myPrize ? (
        <>
          <dt>{t('lotto_party.fact_your_prize')}</dt>
          <dd>
            {session.myPrize.amount > 0
              ? t('lotto_party.you_won', { prize: money(session.myPrize) })
              : t('lotto_party.no_win')}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** /my-account/lotto-party/session/{id}: one session of a group, with the customer's shares. */
export function SessionPage() {
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const id = useParams().id ?? '';
  const { isAvailable, session: part } = useSelector(selectAccount);
  const load = () => {
    dispatch(sessionOpened(id));
  };
  useEffect(load, [dispatch, id]);
  if (part.key === id && part.status === 'failed' && part.failureStatus === 404) {
    return <NotFoundPage />;
  }
  const session = shownValueOf(part, id);
  return (
    <AccountSubpage
      title={
        session
          ? t('lotto_party.session_title', { groupName: session.groupName })
          : t('lotto_party.session_heading')
      }
    >
      {!isAvailable ? (
        <p>{t('lotto_party.unavailable')}</p>
      ) : !session ? (
        <PartState part={part} partKey={id} retry={load} what={t('lotto_party.session_loading')} />
      ) : (
        <>
          <SessionFacts session={session} />
          <p>
            <Link to={sessionOrderPathOf(session.sessionId)}>
              {t('lotto_party.session_order_link')}
            </Link>
          </p>
          {session.myTicketIds.length > 0 ? (
            <ul aria-label={t('lotto_party.your_tickets')}>
              {session.myTicketIds.map((ticketId, index) => (
                <li key={ticketId}>
                  <Link to={shareTicketPathOf(ticketId)}>
                    {t('lotto_party.your_ticket', { number: index + 1 })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <SessionOutcome session={session} />
        </>
      )}
    </AccountSubpage>
  );
}
