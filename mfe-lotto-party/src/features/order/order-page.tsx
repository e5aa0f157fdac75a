import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, NotFoundPage } from 'remote-kit';
import { formatDrawDate, gameNumbersText } from 'shared-kernel/contract/format';
import { type SessionOrder } from 'shared-kernel/contract/social';
import { drawNameOf, groupPathOf, money, sessionStatusLabels } from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { unavailableText } from '../../shared/part-state';
import { HoldingsTable, MarkedGames } from './order-parts';
import { orderOpened, selectOrder } from './order-slice';

function prizeTextOf({ session }: SessionOrder): string {
  if (session.status === 'cancelled') return 'No prize: the session was cancelled.';
  if (!session.result) return 'Awaiting draw';
  const { prize, division } = session.result;
  if (prize.amount <= 0) return 'No win';
  return `The session won ${money(prize)}${division === null ? '' : ` (division ${division})`}`;
}

function OrderView({ order }: { order: SessionOrder }) {
  const { session } = order;
  const [draw] = session.draws;
  return (
    <>
      <dl className="lotto-party__facts">
        <dt>Draw</dt>
        <dd>{draw ? `${drawNameOf(draw)}, ${formatDrawDate(draw.drawDate)}` : '—'}</dd>
        <dt>Status</dt>
        <dd>
          {sessionStatusLabels[session.status]}
          {session.cancelReason ? `: ${session.cancelReason}` : ''}
        </dd>
        <dt>Shares sold</dt>
        <dd>
          {session.sharesSold} of {session.totalShares}
        </dd>
        <dt>Share price</dt>
        <dd>{money(session.sharePrice)}</dd>
        <dt>Pool</dt>
        <dd>{money(session.pool)}</dd>
        <dt>Game price</dt>
        <dd>{money(order.gamePrice)}</dd>
        <dt>Games bought</dt>
        <dd>{order.gamesBought}</dd>
      </dl>
      <h2>Games</h2>
      {session.games.length > 0 ? (
        <MarkedGames games={session.games} drawn={session.result?.drawn ?? null} />
      ) : (
        <p>
          {session.status === 'open'
            ? 'The games are bought when the draw closes.'
            : 'No games were bought.'}
        </p>
      )}
      <h2>Result</h2>
      {session.result ? <p>Drawn numbers: {gameNumbersText(session.result.drawn)}</p> : null}
      <p>{prizeTextOf(order)}</p>
      <h2>Holdings</h2>
      {order.holdings.length > 0 ? (
        <HoldingsTable holdings={order.holdings} />
      ) : (
        <p>
          {session.sharesSold === 0
            ? 'No shares have been sold yet.'
            : "Only the group's members see who holds the shares."}
        </p>
      )}
    </>
  );
}

/** /lotto-party/order/{sessionId}: the session's ticket, its result and who holds its shares. */
export function OrderPage() {
  const headingId = useId();
  const dispatch = useDispatch();
  const sessionId = useParams().sessionId ?? '';
  const state = useSelector(selectOrder);
  const load = () => {
    dispatch(orderOpened(sessionId));
  };
  useEffect(load, [dispatch, sessionId]);
  const isCurrent = state.sessionId === sessionId;
  if (isCurrent && state.status === 'failed' && state.failureStatus === 404) {
    return <NotFoundPage />;
  }
  const order = isCurrent && state.status === 'loaded' ? state.order : null;
  return (
    <section aria-labelledby={headingId} className="lotto-party">
      <LottoPartyStyles />
      {order ? (
        <p>
          <Link to={groupPathOf(order.session.groupId)}>Back to {order.session.groupName}</Link>
        </p>
      ) : null}
      <h1 id={headingId}>
        {order ? `Session order: ${order.session.groupName}` : 'Session order'}
      </h1>
      {order ? (
        <OrderView order={order} />
      ) : isCurrent && state.status === 'unavailable' ? (
        <p>{unavailableText}</p>
      ) : (
        <LoadState
          status={isCurrent && state.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={state.failureStatus}
          retry={load}
          what="the session order"
        />
      )}
    </section>
  );
}
