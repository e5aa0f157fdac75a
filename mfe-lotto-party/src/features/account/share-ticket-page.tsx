import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { socialMessages } from 'shared-kernel/contract/social';
import { money, sessionOrderPathOf, sharesText } from '../../shared/lotto-party-text';
import { PartState, shownValueOf, unavailableText } from '../../shared/part-state';
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
    <AccountSubpage title={ticket ? `Lotto Party: ${ticket.groupName}` : 'Your Lotto Party shares'}>
      {!ticket ? (
        !isAvailable ? (
          <p>{unavailableText}</p>
        ) : isCurrent && shareTicket.status === 'failed' ? (
          // api.md §8.2: loading a group-play ticket fails with the fallback message.
          <div role="alert" className="load-state">
            <p>{socialMessages.somethingWentWrong}</p>
            <button type="button" className="button button--secondary" onClick={load}>
              Try again
            </button>
          </div>
        ) : (
          <PartState part={shareTicket} partKey={id} retry={load} what="your shares" />
        )
      ) : (
        <>
          <dl className="lotto-party__facts">
            <dt>Group</dt>
            <dd>
              <Link to={groupPathOf(ticket.groupId, 1)}>{ticket.groupName}</Link>
            </dd>
            <dt>Draw</dt>
            <dd>{drawTextOf(ticket.draw)}</dd>
            <dt>Shares</dt>
            <dd>
              {ticketSession
                ? `${sharesText(ticket.numShares)} of ${ticketSession.totalShares}`
                : sharesText(ticket.numShares)}
            </dd>
            <dt>Price paid</dt>
            <dd>{money(ticket.price)}</dd>
            <dt>Purchased</dt>
            <dd>{formatDrawDate(ticket.purchasedAt)}</dd>
            <dt>Session status</dt>
            <dd>{sessionStatusText(ticket.sessionStatus, ticket.refunded)}</dd>
            <dt>Your share of the prize</dt>
            <dd>{shareResultText(ticket)}</dd>
          </dl>
          <p>
            <Link to={sessionOrderPathOf(ticket.sessionId)}>Session order</Link>{' '}
            <Link to={sessionPathOf(ticket.sessionId)}>Session details</Link>
          </p>
          {ticketSession ? (
            <SessionOutcome session={ticketSession} />
          ) : (
            <PartState
              part={session}
              partKey={ticket.sessionId}
              retry={load}
              what="the session's games"
              reserve="6rem"
            />
          )}
        </>
      )}
    </AccountSubpage>
  );
}
