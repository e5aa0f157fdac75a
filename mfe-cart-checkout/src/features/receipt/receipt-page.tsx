import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { GameNumbers, useTranslation } from 'remote-kit';
import { formatCurrency, ticketLineDraws, ticketLineTitle } from 'shared-kernel/contract/format';
import { type ReceiptTicketView } from 'shared-kernel/contract/purchase';
import { cartTexts } from 'shared-kernel/contract/texts';
import { receiptRequested, type ReceiptState } from './receipt-slice';

interface StateWithReceipt {
  receipt: ReceiptState;
}

const selectReceipt = (state: StateWithReceipt) => state.receipt;

function ReceiptTicket({ ticket }: { ticket: ReceiptTicketView }) {
  const { t } = useTranslation(cartTexts);
  const headingId = useId();
  const title = ticketLineTitle(ticket);
  return (
    <li>
      <article aria-labelledby={headingId} className="receipt-ticket">
        <h3 id={headingId}>{title}</h3>
        <p>
          {ticketLineDraws(ticket)}
          {ticket.purchaseStatus === 'pre_order' ? ` · ${t('cart.receipt_pre_order')}` : ''}
        </p>
        <GameNumbers games={ticket.games} label={t('cart.item_games_label', { title })} />
        <p className="receipt-ticket__price">{formatCurrency(ticket.price.amount)}</p>
      </article>
    </li>
  );
}

/** /receipt/{checkoutID} (and the partner receipt): what was bought, with its numbers. */
export function ReceiptPage() {
  const dispatch = useDispatch();
  const { t } = useTranslation(cartTexts);
  const headingId = useId();
  const { checkoutId = '' } = useParams();
  const receipt = useSelector(selectReceipt);

  useEffect(() => {
    if (checkoutId) dispatch(receiptRequested(checkoutId));
  }, [checkoutId, dispatch]);

  const checkout = receipt.checkoutId === checkoutId ? receipt.checkout : null;
  return (
    <section aria-labelledby={headingId} className="receipt-page" aria-busy={receipt.isFetching}>
      <h1 id={headingId}>{t('cart.receipt_heading')}</h1>
      {receipt.isFetching ? <p role="status">{t('cart.receipt_loading')}</p> : null}
      {receipt.status === 'error' ? (
        <p role="alert">{t('cart.receipt_failed', { reason: receipt.errorMessage ?? '' })}</p>
      ) : null}
      {!receipt.isFetching && receipt.status === null && receipt.errorMessage ? (
        <p role="alert">{receipt.errorMessage}</p>
      ) : null}
      {receipt.status === 'success' && checkout ? (
        <>
          <p role="status">
            {checkout.purchaseStatus === 'pre_order'
              ? t('cart.receipt_pre_ordered')
              : t('cart.receipt_bought')}
          </p>
          <dl aria-label={t('cart.receipt_totals')} className="receipt-totals">
            <dt>{t('cart.order_reference')}</dt>
            <dd>{checkout.orderReference}</dd>
            {checkout.discount.amount > 0 ? (
              <>
                <dt>{t('cart.discount')}</dt>
                <dd>−{formatCurrency(checkout.discount.amount)}</dd>
              </>
            ) : null}
            <dt>{t('cart.total')}</dt>
            <dd>{formatCurrency(checkout.total.amount)}</dd>
          </dl>
          <h2>{t('cart.receipt_tickets_heading')}</h2>
          <ul aria-label={t('cart.receipt_tickets_label')} className="receipt-tickets">
            {checkout.tickets.map((ticket) => (
              <ReceiptTicket key={ticket.id} ticket={ticket} />
            ))}
          </ul>
          <p>
            {t('cart.receipt_quote_reference')}{' '}
            <Link to="/my-account/upcoming-tickets/1">{t('cart.receipt_tickets_link')}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
