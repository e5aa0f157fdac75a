import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { GameNumbers } from 'remote-kit';
import { formatCurrency, ticketLineDraws, ticketLineTitle } from 'shared-kernel/contract/format';
import { type ReceiptTicketView } from 'shared-kernel/contract/purchase';
import { receiptRequested, type ReceiptState } from './receipt-slice';

interface StateWithReceipt {
  receipt: ReceiptState;
}

const selectReceipt = (state: StateWithReceipt) => state.receipt;

function ReceiptTicket({ ticket }: { ticket: ReceiptTicketView }) {
  const headingId = useId();
  const title = ticketLineTitle(ticket);
  return (
    <li>
      <article aria-labelledby={headingId} className="receipt-ticket">
        <h3 id={headingId}>{title}</h3>
        <p>
          {ticketLineDraws(ticket)}
          {ticket.purchaseStatus === 'pre_order' ? ' · Pre-order' : ''}
        </p>
        <GameNumbers games={ticket.games} label={`Games of ${title}`} />
        <p className="receipt-ticket__price">{formatCurrency(ticket.price.amount)}</p>
      </article>
    </li>
  );
}

/** /receipt/{checkoutID} (and the partner receipt): what was bought, with its numbers. */
export function ReceiptPage() {
  const dispatch = useDispatch();
  const headingId = useId();
  const { checkoutId = '' } = useParams();
  const receipt = useSelector(selectReceipt);

  useEffect(() => {
    if (checkoutId) dispatch(receiptRequested(checkoutId));
  }, [checkoutId, dispatch]);

  const checkout = receipt.checkoutId === checkoutId ? receipt.checkout : null;
  return (
    <section aria-labelledby={headingId} className="receipt-page" aria-busy={receipt.isFetching}>
      <h1 id={headingId}>Your receipt</h1>
      {receipt.isFetching ? <p role="status">Loading your receipt…</p> : null}
      {receipt.status === 'error' ? (
        <p role="alert">
          Your purchase did not go through. {receipt.errorMessage ?? ''} Any money you added stays
          in your wallet.
        </p>
      ) : null}
      {!receipt.isFetching && receipt.status === null && receipt.errorMessage ? (
        <p role="alert">{receipt.errorMessage}</p>
      ) : null}
      {receipt.status === 'success' && checkout ? (
        <>
          <p role="status">
            {checkout.purchaseStatus === 'pre_order'
              ? 'Thank you! Your tickets are pre-ordered.'
              : 'Thank you! Your tickets are bought.'}
          </p>
          <dl aria-label="Receipt totals" className="receipt-totals">
            <dt>Order reference</dt>
            <dd>{checkout.orderReference}</dd>
            {checkout.discount.amount > 0 ? (
              <>
                <dt>Discount</dt>
                <dd>−{formatCurrency(checkout.discount.amount)}</dd>
              </>
            ) : null}
            <dt>Total</dt>
            <dd>{formatCurrency(checkout.total.amount)}</dd>
          </dl>
          <h2>Tickets</h2>
          <ul aria-label="Tickets bought" className="receipt-tickets">
            {checkout.tickets.map((ticket) => (
              <ReceiptTicket key={ticket.id} ticket={ticket} />
            ))}
          </ul>
          <p>
            Quote your order reference if you contact us about this purchase.{' '}
            <Link to="/my-account/upcoming-tickets/1">See your tickets in your account</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
