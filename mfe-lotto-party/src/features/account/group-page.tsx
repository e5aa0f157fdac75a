import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage, Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { groupSessionsPageSize, type Group, type Session } from 'shared-kernel/contract/social';
import {
  groupPathOf as publicGroupPathOf,
  money,
  publicityLabels,
  sharesText,
} from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { PartState, shownValueOf, unavailableText } from '../../shared/part-state';
import { AccountSubpage } from './account-subpage';
import { groupOpened, groupSessionsKeyOf, selectAccount } from './account-slice';
import { groupPathOf, sessionDrawText, sessionPathOf, sessionStatusText } from './account-text';

function GroupFacts({ group }: { group: Group }) {
  return (
    <dl className="lotto-party__facts">
      <dt>Publicity</dt>
      <dd>{publicityLabels[group.publicityStatus]}</dd>
      <dt>Owner</dt>
      <dd>{group.isOwner ? 'You' : group.ownerName}</dd>
      <dt>Members</dt>
      <dd>{group.memberCount}</dd>
      <dt>Open session</dt>
      <dd>
        {group.openSession ? (
          <Link to={sessionPathOf(group.openSession.sessionId)}>
            {sessionDrawText(group.openSession)}
          </Link>
        ) : (
          'None'
        )}
      </dd>
    </dl>
  );
}

function SessionArticle({ session }: { session: Session }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="lotto-party__card">
      <h3 id={headingId}>
        <Link to={sessionPathOf(session.sessionId)}>{sessionDrawText(session)}</Link>
      </h3>
      <dl>
        <dt>Status</dt>
        <dd>{sessionStatusText(session.status)}</dd>
        <dt>Shares sold</dt>
        <dd>
          {session.sharesSold} of {session.totalShares}
        </dd>
        <dt>Share price</dt>
        <dd>{money(session.sharePrice)}</dd>
        <dt>Your shares</dt>
        <dd>{session.myShares > 0 ? sharesText(session.myShares) : 'None'}</dd>
      </dl>
    </article>
  );
}

/** /my-account/lotto-party/group/{id}/{page}: one of the customer's groups, its sessions 10 a page. */
export function GroupPage() {
  const headingId = useId();
  const sessionsHeadingId = useId();
  const dispatch = useDispatch();
  const params = useParams();
  const id = params.id ?? '';
  const page = pageNumberOf(params.page);
  const { isAvailable, group: groupPart, groupSessions } = useSelector(selectAccount);
  const load = () => {
    dispatch(groupOpened(id, page));
  };
  useEffect(load, [dispatch, id, page]);
  if (groupPart.key === id && groupPart.status === 'failed' && groupPart.failureStatus === 404) {
    return <NotFoundPage />;
  }
  const group = shownValueOf(groupPart, id);
  const sessionsKey = groupSessionsKeyOf(id, page);
  const sessions = shownValueOf(groupSessions, sessionsKey);
  if (!isAvailable) {
    return (
      <section aria-labelledby={headingId} className="lotto-party">
        <LottoPartyStyles />
        <h1 id={headingId}>Lotto Party group</h1>
        <p>{unavailableText}</p>
      </section>
    );
  }
  return (
    <AccountSubpage title={group ? group.groupName : 'Lotto Party group'}>
      {!group ? (
        <PartState part={groupPart} partKey={id} retry={load} what="the group" reserve="6rem" />
      ) : (
        <>
          <GroupFacts group={group} />
          <p>
            <Link to={publicGroupPathOf(group.id)}>Open the group page</Link>
          </p>
        </>
      )}
      <section aria-labelledby={sessionsHeadingId}>
        <h2 id={sessionsHeadingId}>Sessions</h2>
        {!sessions ? (
          <PartState
            part={groupSessions}
            partKey={sessionsKey}
            retry={load}
            what="the group's sessions"
          />
        ) : sessions.entities.length === 0 && page === 1 ? (
          <p>This group has no sessions yet.</p>
        ) : (
          <>
            {sessions.entities.length === 0 ? <p>There are no sessions on this page.</p> : null}
            <div className="lotto-party__list">
              {sessions.entities.map((session) => (
                <SessionArticle key={session.sessionId} session={session} />
              ))}
            </div>
            <Pagination
              page={page}
              pageCount={pageCountOf(sessions.total, groupSessionsPageSize)}
              pathOf={(number) => groupPathOf(id, number)}
              label="Pages of the group's sessions"
            />
          </>
        )}
      </section>
    </AccountSubpage>
  );
}
