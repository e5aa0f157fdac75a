import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { GameNumbers, LoadState } from 'remote-kit';
import { drawsText, listPathOf, money, PlayLink } from './ticket-parts';
import { selectTicketList, ticketListRequested } from './tickets-slice';

/** Everything but the tickets stays off paper, the site's header and footer included. */
const printStylesheet = `
@media print {
  .print-tickets__actions, nav, header, footer { display: none !important; }
  .print-tickets li { break-inside: avoid; }
}`;

const printLimit = 100;

/** /my-account/print-tickets: every upcoming ticket on one printable page. */
export function PrintTicketsPage() {
  const headingId = useId();
  const dispatch = useDispatch();
  const list = useSelector(selectTicketList);
  const load = () => {
    dispatch(ticketListRequested('upcoming_products', 1, printLimit));
  };
  useEffect(load, [dispatch]);
  const isCurrent = list.listStatus === 'upcoming_products' && list.limit === printLimit;
  return (
    <section aria-labelledby={headingId} className="print-tickets">
      <style>{printStylesheet}</style>
      <h1 id={headingId}>Your upcoming tickets</h1>
      <p className="print-tickets__actions">
        <button type="button" onClick={() => window.print()}>
          Print
        </button>{' '}
        <Link to={listPathOf('upcoming', 1)}>Back to upcoming tickets</Link>
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
          <p>You have no upcoming tickets</p>
          <p className="print-tickets__actions">
            <PlayLink />
          </p>
        </div>
      ) : (
        <ul aria-label="Upcoming tickets">
          {list.orders.map((order) => (
            <li key={order.id}>
              <h2>
                {order.productName}: {order.description}
              </h2>
              <p>
                {drawsText(order)} · Order reference {order.orderReference} · {money(order.price)}
              </p>
              <GameNumbers games={order.games} label={`Numbers of ${order.productName}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
