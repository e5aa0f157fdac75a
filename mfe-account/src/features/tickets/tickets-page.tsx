import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  GameNumbers,
  LoadState,
  Pagination,
  pageCountOf,
  pageNumberOf,
  useTranslation,
} from 'remote-kit';
import { orderPageSize } from 'shared-kernel/contract/orders';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
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

/** /my-account/upcoming-tickets/{page} and /my-account/past-tickets/{page}. */
export function TicketsPage({ kind }: { kind: TicketListKind }) {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  const isUpcoming = kind === 'upcoming';
  const heading = isUpcoming ? t('account_play.upcoming_tickets') : t('account_play.past_tickets');
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
      <h1 id={headingId}>{heading}</h1>
      <p>
        {isUpcoming ? (
          <>
            <Link to={listPathOf('past', 1)}>{t('account_play.see_past_tickets')}</Link> ·{' '}
            <Link to="/my-account/print-tickets">{t('account_play.print_upcoming_tickets')}</Link>
          </>
        ) : (
          <Link to={listPathOf('upcoming', 1)}>{t('account_play.see_upcoming_tickets')}</Link>
        )}
      </p>
      {!isCurrent || list.status !== 'loaded' ? (
        <LoadState
          status={isCurrent ? list.status : 'loading'}
          failureStatus={list.failureStatus}
          retry={load}
          what={t('account_play.tickets_loading')}
        />
      ) : list.orders.length === 0 ? (
        <div>
          <p>
            {isUpcoming
              ? t('account_play.upcoming_tickets_none')
              : t('account_play.past_tickets_none')}
          </p>
          {isUpcoming ? <PlayLink /> : null}
        </div>
      ) : (
        <>
          <ul className="ticket-list" aria-label={heading}>
            {list.orders.map((order) => {
              const outcome = kind === 'past' ? ticketOutcomeText(order) : null;
              return (
                <li key={order.id} className="ticket-list__item">
                  <h2>
                    <Link to={ticketPathOf(order, kind, page)}>
                      {order.productName}: {order.description}
                    </Link>
                  </h2>
                  <p>{drawsText(t, order)}</p>
                  <GameNumbers
                    games={order.games}
                    label={t('account_play.order_numbers', {
                      productName: order.productName,
                      description: order.description,
                    })}
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
            label={
              isUpcoming
                ? t('account_play.upcoming_tickets_pages')
                : t('account_play.past_tickets_pages')
            }
          />
        </>
      )}
    </section>
  );
}
