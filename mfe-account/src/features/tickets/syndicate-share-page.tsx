import { useId } from 'react';
import { Link } from 'react-router-dom';
import { GameNumbers, LoadState, NotFoundPage, useTranslation } from 'remote-kit';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
import { useTicket } from './ticket-detail-page';
import { listPathOf, money, OrderFacts, TicketDraws } from './ticket-parts';

/** /my-account/syndicate-tickets/share/{id}: the customer's shares of a syndicate. */
export function SyndicateSharePage() {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  const { detail, load } = useTicket();
  if (detail.status === 'failed' && detail.failureStatus === 404) return <NotFoundPage />;
  const order = detail.status === 'loaded' ? detail.order : null;
  const syndicate = order?.details?.syndicate ?? null;
  return (
    <section aria-labelledby={headingId} className="ticket-detail">
      <p>
        <Link to={listPathOf('upcoming', 1)}>{t('account_play.back_to_upcoming_tickets')}</Link>
      </p>
      <h1 id={headingId}>{order ? order.productName : t('account_play.syndicate_heading')}</h1>
      {!order ? (
        <LoadState
          status={detail.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={detail.failureStatus}
          retry={load}
          what={t('account_play.syndicate_loading')}
        />
      ) : (
        <>
          <p>
            {syndicate
              ? syndicate.totalShares
                ? t('account_play.syndicate_shares_of_total', {
                    count: syndicate.numShares,
                    total: syndicate.totalShares,
                  })
                : syndicate.numShares === 1
                  ? t('account_play.syndicate_share', { count: syndicate.numShares })
                  : t('account_play.syndicate_shares', { count: syndicate.numShares })
              : order.description}
          </p>
          {order.details?.totalPrize ? (
            <p>
              {t('account_play.syndicate_prize_part', { amount: money(order.details.totalPrize) })}
            </p>
          ) : null}
          <OrderFacts order={order} />
          <h2>{t('account_play.syndicate_games_heading')}</h2>
          {order.games.length > 0 ? (
            <GameNumbers games={order.games} label={t('account_play.syndicate_games_heading')} />
          ) : (
            <p>{t('account_play.syndicate_games_later')}</p>
          )}
          <h2>{t('account_play.draws_heading')}</h2>
          <TicketDraws order={order} />
        </>
      )}
    </section>
  );
}
