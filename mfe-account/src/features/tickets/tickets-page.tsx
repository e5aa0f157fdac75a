import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { GameNumbers, LoadState, Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { orderPageSize } from 'shared-kernel/contract/orders';
import {
  drawsText,
  listPathOf,
  money,
  PlayLink,
  ticketPathOf,
  type TicketListKind,
} from './ticket-parts';
import { ticketOutcomeText } from '../../shared/ticket-outcome';
import { selectTicketList, ticketListRequested } from './tickets-slice';

const headings: Record<TicketListKind, string> = {
  upcoming: 'Upcoming tickets',
  past: 'Past tickets',
};

/** /my-account/upcoming-tickets/{page} and /my-account/past-tickets/{page}. */
export function TicketsPage({ kind }: { kind: TicketListKind }) {
  const headingId = useId();
  const dispatch = useDispatch();
  const page = pageNumberOf(useParams().page);
  const list = useSelector(selectTicketList);
  const listStatus = kind === 'upcoming' ? 'upcoming_products' : 'past_products';
  const load = () => {
    dispatch(ticketListRequested(listStatus, page, orderPageSize));
  };
  useEffect(load, [dispatch, listStatus, page]);
  const isCurrent = list.listStatus === listStatus && list.page === page;

  return (
    <section aria-labelledby={headingId} className="tickets-page">
      <h1 id={headingId}>{headings[kind]}</h1>
      <p>
        {kind === 'upcoming' ? (
          <>
            <Link to={listPathOf('past', 1)}>See past tickets</Link> ·{' '}
            <Link to="/my-account/print-tickets">Print upcoming tickets</Link>
          </>
        ) : (
          <Link to={listPathOf('upcoming', 1)}>See upcoming tickets</Link>
        )}
      </p>
      {!isCurrent || list.status !== 'loaded' ? (
        <LoadState
          status={isCurrent ? list.status : 'loading'}
          failureStatus={list.failureStatus}
          retry={load}
          what="your tickets"
        />
      ) : list.orders.length === 0 ? (
        <div>
          <p>You have no {kind} tickets</p>
          {kind === 'upcoming' ? <PlayLink /> : null}
        </div>
      ) : (
        <>
          <ul className="ticket-list" aria-label={headings[kind]}>
            {list.orders.map((order) => {
              const outcome = kind === 'past' ? ticketOutcomeText(order) : null;
              return (
                <li key={order.id} className="ticket-list__item">
                  <h2>
                    <Link to={ticketPathOf(order, kind, page)}>
                      {order.productName}: {order.description}
                    </Link>
                  </h2>
                  <p>{drawsText(order)}</p>
                  <GameNumbers
                    games={order.games}
                    label={`Numbers of ${order.productName}: ${order.description}`}
                  />
                  <p>
                    {money(order.price)}
                    {outcome ? ` · ${outcome}` : ''}
                  </p>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(list.total, orderPageSize)}
            pathOf={(number) => listPathOf(kind, number)}
            label={`Pages of ${headings[kind].toLowerCase()}`}
          />
        </>
      )}
    </section>
  );
}
