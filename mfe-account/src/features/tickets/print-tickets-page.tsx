import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { GameNumbers, LoadState, useTranslation } from 'remote-kit';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
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
  const { t } = useTranslation(accountPlayTexts);
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
      <h1 id={headingId}>{t('account_play.print_heading')}</h1>
      <p className="print-tickets__actions">
        <button type="button" onClick={() => window.print()}>
          {t('account_play.print')}
        </button>{' '}
        <Link to={listPathOf('upcoming', 1)}>{t('account_play.back_to_upcoming_tickets')}</Link>
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
          <p>{t('account_play.upcoming_tickets_none')}</p>
          <p className="print-tickets__actions">
            <PlayLink />
          </p>
        </div>
      ) : (
        <ul aria-label={t('account_play.upcoming_tickets')}>
          {list.orders.map((order) => (
            <li key={order.id}>
              <h2>
                {order.productName}: {order.description}
              </h2>
              <p>
                {t('account_play.print_order_line', {
                  draws: drawsText(t, order),
                  orderReference: order.orderReference,
                  price: money(order.price),
                })}
              </p>
              <GameNumbers
                games={order.games}
                label={t('account_play.print_numbers', { productName: order.productName })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
