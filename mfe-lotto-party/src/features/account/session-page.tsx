import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from 'remote-kit';
import { formatDrawDayAndTime } from 'shared-kernel/contract/format';
import { type AutosessionStatus, type Session } from 'shared-kernel/contract/social';
import { money, sessionOrderPathOf, sharesText } from '../../shared/lotto-party-text';
import { PartState, shownValueOf, unavailableText } from '../../shared/part-state';
import { AccountSubpage } from './account-subpage';
import { selectAccount, sessionOpened } from './account-slice';
import { groupPathOf, sessionDrawText, sessionStatusText, shareTicketPathOf } from './account-text';
import { SessionOutcome } from './session-outcome';

const autosessionTexts: Record<AutosessionStatus, string> = {
  on: 'On: a new session opens for the next draw',
  paused: 'Paused',
  off: 'Off',
};

function SessionFacts({ session }: { session: Session }) {
  const [draw] = session.draws;
  return (
    <dl className="lotto-party__facts">
      <dt>Group</dt>
      <dd>
        <Link to={groupPathOf(session.groupId, 1)}>{session.groupName}</Link>
      </dd>
      <dt>Draw</dt>
      <dd>{sessionDrawText(session)}</dd>
      {draw && session.status === 'open' ? (
        <>
          <dt>Shares on sale until</dt>
          <dd>{formatDrawDayAndTime(draw.closeDate)}</dd>
        </>
      ) : null}
      <dt>Status</dt>
      <dd>
        {sessionStatusText(session.status)}
        {session.cancelReason ? `: ${session.cancelReason}` : ''}
      </dd>
      <dt>Share price</dt>
      <dd>{money(session.sharePrice)}</dd>
      <dt>Shares sold</dt>
      <dd>
        {session.sharesSold} of {session.totalShares} ({session.sharesRemaining} left)
      </dd>
      <dt>Pool</dt>
      <dd>{money(session.pool)}</dd>
      <dt>Auto-session</dt>
      <dd>{autosessionTexts[session.autosessionStatus]}</dd>
      <dt>Your shares</dt>
      <dd>{session.myShares > 0 ? sharesText(session.myShares) : 'None'}</dd>
      {session.myPrize ? (
        <>
          <dt>Your share of the prize</dt>
          <dd>{session.myPrize.amount > 0 ? `You won ${money(session.myPrize)}` : 'No win'}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** /my-account/lotto-party/session/{id}: one session of a group, with the customer's shares. */
export function SessionPage() {
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
    <AccountSubpage title={session ? `${session.groupName} session` : 'Lotto Party session'}>
      {!isAvailable ? (
        <p>{unavailableText}</p>
      ) : !session ? (
        <PartState part={part} partKey={id} retry={load} what="the session" />
      ) : (
        <>
          <SessionFacts session={session} />
          <p>
            <Link to={sessionOrderPathOf(session.sessionId)}>Session order</Link>
          </p>
          {session.myTicketIds.length > 0 ? (
            <ul aria-label="Your tickets">
              {session.myTicketIds.map((ticketId, index) => (
                <li key={ticketId}>
                  <Link to={shareTicketPathOf(ticketId)}>Your ticket {index + 1}</Link>
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
