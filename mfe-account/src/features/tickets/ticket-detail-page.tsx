import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, NotFoundPage, pageNumberOf, useTranslation } from 'remote-kit';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
import { listPathOf, OrderFacts, TicketDraws, type TicketListKind } from './ticket-parts';
import { selectTicketDetail, ticketRequested } from './tickets-slice';

/** Loads the ticket of the route's id; what the detail screens share. */
export function useTicket() {
  const { id = '' } = useParams();
  const dispatch = useDispatch();
  const detail = useSelector(selectTicketDetail);
  const load = () => {
    dispatch(ticketRequested(id));
  };
  useEffect(load, [dispatch, id]);
  return { detail: detail.id === id ? detail : { ...detail, status: 'loading' as const }, load };
}

/** /my-account/{upcoming|past}-tickets/{page}/ticket/{id}: one ticket with its draws. */
export function TicketDetailPage({ kind }: { kind: TicketListKind }) {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  const page = pageNumberOf(useParams().page);
  const { detail, load } = useTicket();
  const backLink = (
    <Link to={listPathOf(kind, page)}>
      {kind === 'upcoming'
        ? t('account_play.back_to_upcoming_tickets')
        : t('account_play.back_to_past_tickets')}
    </Link>
  );
  if (detail.status === 'failed' && detail.failureStatus === 404) return <NotFoundPage />;
  const order = detail.status === 'loaded' ? detail.order : null;
  return (
    <section aria-labelledby={headingId} className="ticket-detail">
      <p>{backLink}</p>
      {!order ? (
        <>
          <h1 id={headingId}>{t('account_play.ticket_heading')}</h1>
          <LoadState
            status={detail.status === 'failed' ? 'failed' : 'loading'}
            failureStatus={detail.failureStatus}
            retry={load}
            what={t('account_play.ticket_loading')}
          />
        </>
      ) : (
        <>
          <h1 id={headingId}>{order.productName}</h1>
          <p>{order.description}</p>
          <OrderFacts order={order} />
          <h2>{t('account_play.draws_heading')}</h2>
          <TicketDraws order={order} />
        </>
      )}
    </section>
  );
}
