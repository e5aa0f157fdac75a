import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage, useTranslation } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { socialMessages } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import { money, sessionOrderPathOf, sharesText } from '../../shared/lotto-party-text';
import { PartState, shownValueOf } from '../../shared/part-state';
import { AccountSubpage } from './account-subpage';
import { selectAccount, shareTicketOpened } from './account-slice';
import {
  drawTextOf,
  groupPathOf,
  sessionPathOf,
  sessionStatusText,
  shareResultText,
} from './account-text';
import { SessionOutcome } from './session-outcome';

/** /my-account/lotto-party/ticket/{id}: the customer's shares of one session, and what they won. */
export function ShareTicketPage() {
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const id = useParams().id ?? '';
  const { isAvailable, shareTicket, session } = useSelector(selectAccount);
  const load = () => {
    dispatch(shareTicketOpened(id));
  };
  useEffect(load, [dispatch, id]);
  const isCurrent = shareTicket.key === id;
  if (isCurrent && shareTicket.status === 'failed' && shareTicket.failureStatus === 404) {
    return <NotFoundPage />;
  }
  const ticket = shownValueOf(shareTicket, id);
  const ticketSession = ticket ? shownValueOf(session, ticket.sessionId) : null;
  return (
    <AccountSubpage
      title={
        ticket
          ? t('lotto_party.ticket_title', { groupName: ticket.groupName })
          : t('lotto_party.ticket_heading_fallback')
      }
    >
      {!ticket ? (
        !isAvailable ? (
          <p>{t('lotto_party.unavailable')}</p>
        ) : isCurrent && shareTicket.status === 'failed' ? (
          // api.md §8.2: loading a group-play ticket fails with the fallback message.
          <div role="alert" className="load-state">
            <p>{socialMessages.somethingWentWrong}</p>
            <button type="button" className="button button--secondary" onClick={load}>
              {t('ui.try_again')}
            </button>
          </div>
        ) : (
          <PartState
            part={shareTicket}
            partKey={id}
            retry={load}
            what={t('lotto_party.ticket_loading')}
          />
        )
      ) : (
        <>
          <dl className="lotto-party__facts">
            <dt>{t('lotto_party.fact_group')}</dt>
            <dd>
              <Link to={groupPathOf(ticket.groupId, 1)}>{ticket.groupName}</Link>
            </dd>
            <dt>{t('lotto_party.fact_draw')}</dt>
            <dd>{drawTextOf(t, ticket.draw)}</dd>
            <dt>{t('lotto_party.fact_shares')}</dt>
            <dd>
              {ticketSession
                ? t('lotto_party.shares_of_total', {
                    shares: sharesText(t, ticket.numShares),
                    total: ticketSession.totalShares,
                  })
                : sharesText(t, ticket.numShares)}
            </dd>
            <dt>{t('lotto_party.fact_price_paid')}</dt>
            <dd>{money(ticket.price)}</dd>
            <dt>{t('lotto_party.fact_purchased')}</dt>
            <dd>{formatDrawDate(ticket.purchasedAt)}</dd>
            <dt>{t('lotto_party.fact_session_status')}</dt>
            <dd>{sessionStatusText(t, ticket.sessionStatus, ticket.refunded)}</dd>
            <dt>{t('lotto_party.fact_your_prize')}</dt>
            <dd>{shareResultText(t, ticket)}</dd>
          </dl>
          <p>
            <Link to={sessionOrderPathOf(ticket.sessionId)}>
              {t('lotto_party.session_order_link')}
            </Link>{' '}
            <Link to={sessionPathOf(ticket.sessionId)}>
              {t('lotto_party.session_details_link')}
            </Link>
          </p>
          {ticketSession ? (
            <SessionOutcome session={ticketSession} />
          ) : (
            <PartState
              part={session}
              partKey={ticket.sessionId}
              retry={load}
              what={t('lotto_party.session_games_loading')}
              reserve="6rem"
            />
          )}
        </>
      )}
    </AccountSubpage>
  );
}
