import { useId } from 'react';
import { Link } from 'react-router-dom';
import { GameNumbers, LoadState, NotFoundPage } from 'remote-kit';
import { useTicket } from './ticket-detail-page';
import { listPathOf, money, OrderFacts, TicketDraws } from './ticket-parts';

/** /my-account/syndicate-tickets/share/{id}: the customer's shares of a syndicate. */
export function SyndicateSharePage() {
  const headingId = useId();
  const { detail, load } = useTicket();
  if (detail.status === 'failed' && detail.failureStatus === 404) return <NotFoundPage />;
  const order = detail.status === 'loaded' ? detail.order : null;
  const syndicate = order?.details?.syndicate ?? null;
  return (
    <section aria-labelledby={headingId} className="ticket-detail">
      <p>
        <Link to={listPathOf('upcoming', 1)}>Back to upcoming tickets</Link>
      </p>
      <h1 id={headingId}>{order ? order.productName : 'Your syndicate share'}</h1>
      {!order ? (
        <LoadState
          status={detail.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={detail.failureStatus}
          retry={load}
          what="your syndicate share"
        />
      ) : (
        <>
          <p>
            {syndicate
              ? syndicate.totalShares
                ? `You hold ${syndicate.numShares} of the syndicate's ${syndicate.totalShares} shares.`
                : `You hold ${syndicate.numShares} ${syndicate.numShares === 1 ? 'share' : 'shares'} in this syndicate.`
              : order.description}
          </p>
          {order.details?.totalPrize ? (
            <p>Your part of the prizes: {money(order.details.totalPrize)}</p>
          ) : null}
          <OrderFacts order={order} />
          <h2>The syndicate&apos;s games</h2>
          {order.games.length > 0 ? (
            <GameNumbers games={order.games} label="The syndicate's games" />
          ) : (
            <p>The syndicate&apos;s games are published before the draw.</p>
          )}
          <h2>Draws</h2>
          <TicketDraws order={order} />
        </>
      )}
    </section>
  );
}
