import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, NotFoundPage, useTranslation } from 'remote-kit';
import { formatDrawDate, gameNumbersText } from 'shared-kernel/contract/format';
import { type SessionOrder } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import {
  drawNameOf,
  groupPathOf,
  type LottoPartyText,
  money,
  sessionStatusLabelOf,
} from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { HoldingsTable, MarkedGames } from './order-parts';
import { orderOpened, selectOrder } from './order-slice';

function prizeTextOf(t: LottoPartyText, { session }: SessionOrder): string {
  if (session.status === 'cancelled') return t('lotto_party.order_cancelled_prize');
  if (!session.result) return t('lotto_party.awaiting_draw');
  const { prize, division } = session.result;
  if (prize.amount <= 0) return t('lotto_party.no_win');
  return division === null
    ? t('lotto_party.order_won', { prize: money(prize) })
    : t('lotto_party.order_won_division', { prize: money(prize), division });
}

function OrderView({ order }: { order: SessionOrder }) {
  const { t } = useTranslation(lottoPartyTexts);
  const { session } = order;
  const [draw] = session.draws;
  return (
    <>
      <dl className="lotto-party__facts">
        <dt>{t('lotto_party.fact_draw')}</dt>
        <dd>
          {draw
            ? t('lotto_party.draw_on_date', {
                draw: drawNameOf(t, draw),
                date: formatDrawDate(draw.drawDate),
              })
            : '—'}
        </dd>
        <dt>{t('lotto_party.fact_status')}</dt>
        <dd>
          {sessionStatusLabelOf(t, session.status)}
          {session.cancelReason ? `: ${session.cancelReason}` : ''}
        </dd>
        <dt>{t('lotto_party.fact_shares_sold')}</dt>
        <dd>
          {t('lotto_party.shares_sold_of_total', {
            sold: session.sharesSold,
            total: session.totalShares,
          })}
        </dd>
        <dt>{t('lotto_party.fact_share_price')}</dt>
        <dd>{money(session.sharePrice)}</dd>
        <dt>{t('lotto_party.fact_pool')}</dt>
        <dd>{money(session.pool)}</dd>
        <dt>{t('lotto_party.fact_game_price')}</dt>
        <dd>{money(order.gamePrice)}</dd>
        <dt>{t('lotto_party.fact_games_bought')}</dt>
        <dd>{order.gamesBought}</dd>
      </dl>
      <h2>{t('lotto_party.games_heading')}</h2>
      {session.games.length > 0 ? (
        <MarkedGames games={session.games} drawn={session.result?.drawn ?? null} />
      ) : (
        <p>
          {session.status === 'open'
            ? t('lotto_party.games_bought_later')
            : t('lotto_party.no_games_bought')}
        </p>
      )}
      <h2>{t('lotto_party.result_heading')}</h2>
      {session.result ? (
        <p>{t('lotto_party.drawn_numbers', { numbers: gameNumbersText(session.result.drawn) })}</p>
      ) : null}
      <p>{prizeTextOf(t, order)}</p>
      <h2>{t('lotto_party.holdings_heading')}</h2>
      {order.holdings.length > 0 ? (
        <HoldingsTable holdings={order.holdings} />
      ) : (
        <p>
          {session.sharesSold === 0
            ? t('lotto_party.no_shares_sold')
            : t('lotto_party.holdings_members_only')}
        </p>
      )}
    </>
  );
}

/** /lotto-party/order/{sessionId}: the session's ticket, its result and who holds its shares. */
export function OrderPage() {
  const headingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
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
          <Link to={groupPathOf(order.session.groupId)}>
            {t('lotto_party.back_to_named_group', { groupName: order.session.groupName })}
          </Link>
        </p>
      ) : null}
      <h1 id={headingId}>
        {order
          ? t('lotto_party.order_title', { groupName: order.session.groupName })
          : t('lotto_party.order_heading')}
      </h1>
      {order ? (
        <OrderView order={order} />
      ) : isCurrent && state.status === 'unavailable' ? (
        <p>{t('lotto_party.unavailable')}</p>
      ) : (
        <LoadState
          status={isCurrent && state.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={state.failureStatus}
          retry={load}
          what={t('lotto_party.order_loading')}
        />
      )}
    </section>
  );
}
