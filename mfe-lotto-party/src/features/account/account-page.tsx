import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { socialPageSize, type Group, type ShareTicket } from 'shared-kernel/contract/social';
import {
  lottoPartyPath,
  money,
  myGroupsPathOf,
  publicityLabels,
  sharesText,
} from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { PartState, shownValueOf, unavailableText } from '../../shared/part-state';
import { myGroupsKey, overviewOpened, selectAccount, shareTicketsKeyOf } from './account-slice';
import {
  accountPathOf,
  drawTextOf,
  groupPathOf,
  sessionStatusText,
  shareResultText,
  shareTicketPathOf,
} from './account-text';

function GroupItem({ group }: { group: Group }) {
  return (
    <li>
      <Link to={groupPathOf(group.id, 1)}>{group.groupName}</Link>{' '}
      <span>
        {publicityLabels[group.publicityStatus]} group · {group.memberCount}{' '}
        {group.memberCount === 1 ? 'member' : 'members'} ·{' '}
        {group.isOwner ? 'You own it' : `Owner ${group.ownerName}`}
      </span>
    </li>
  );
}

function ShareTicketArticle({ ticket }: { ticket: ShareTicket }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="lotto-party__card">
      <h3 id={headingId}>
        <Link to={shareTicketPathOf(ticket.id)}>
          {ticket.groupName}: {ticket.draw.lotteryName} draw {ticket.draw.drawNo}
        </Link>
      </h3>
      <dl>
        <dt>Draw</dt>
        <dd>{drawTextOf(ticket.draw)}</dd>
        <dt>Shares</dt>
        <dd>{sharesText(ticket.numShares)}</dd>
        <dt>Price</dt>
        <dd>{money(ticket.price)}</dd>
        <dt>Status</dt>
        <dd>{sessionStatusText(ticket.sessionStatus, ticket.refunded)}</dd>
        <dt>Result</dt>
        <dd>{shareResultText(ticket)}</dd>
      </dl>
    </article>
  );
}

/**
 * /my-account/lotto-party/{page}: the customer's first groups and their group-play tickets, 10 a
 * page (the page parameter pages the tickets).
 */
export function AccountPage() {
  const headingId = useId();
  const groupsHeadingId = useId();
  const ticketsHeadingId = useId();
  const dispatch = useDispatch();
  const page = pageNumberOf(useParams().page);
  const { isAvailable, myGroups, shareTickets } = useSelector(selectAccount);
  const load = () => {
    dispatch(overviewOpened(page));
  };
  useEffect(load, [dispatch, page]);
  const ticketsKey = shareTicketsKeyOf(page);
  const groups = shownValueOf(myGroups, myGroupsKey);
  const tickets = shownValueOf(shareTickets, ticketsKey);
  if (!isAvailable) {
    return (
      <section aria-labelledby={headingId} className="lotto-party">
        <LottoPartyStyles />
        <h1 id={headingId}>Lotto Party</h1>
        <p>{unavailableText}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="lotto-party">
      <LottoPartyStyles />
      <h1 id={headingId}>Lotto Party</h1>
      <section aria-labelledby={groupsHeadingId}>
        <h2 id={groupsHeadingId}>My groups</h2>
        {!groups ? (
          <PartState
            part={myGroups}
            partKey={myGroupsKey}
            retry={load}
            what="your groups"
            reserve="6rem"
          />
        ) : groups.entities.length === 0 ? (
          <p>
            You are not in a Lotto Party group yet.{' '}
            <Link to={lottoPartyPath}>Start or join a group</Link>
          </p>
        ) : (
          <>
            <ul>
              {groups.entities.map((group) => (
                <GroupItem key={group.id} group={group} />
              ))}
            </ul>
            <p>
              <Link to={myGroupsPathOf(1)}>All my groups</Link>
            </p>
          </>
        )}
      </section>
      <section aria-labelledby={ticketsHeadingId}>
        <h2 id={ticketsHeadingId}>My group-play tickets</h2>
        {!tickets ? (
          <PartState
            part={shareTickets}
            partKey={ticketsKey}
            retry={load}
            what="your group-play tickets"
          />
        ) : tickets.entities.length === 0 && page === 1 ? (
          <p>
            You have no group-play tickets yet.{' '}
            <Link to={lottoPartyPath}>Find a Lotto Party session</Link>
          </p>
        ) : (
          <>
            {tickets.entities.length === 0 ? <p>There are no tickets on this page.</p> : null}
            <div className="lotto-party__list">
              {tickets.entities.map((ticket) => (
                <ShareTicketArticle key={ticket.id} ticket={ticket} />
              ))}
            </div>
            <Pagination
              page={page}
              pageCount={pageCountOf(tickets.total, socialPageSize)}
              pathOf={accountPathOf}
              label="Pages of your group-play tickets"
            />
          </>
        )}
      </section>
    </section>
  );
}
