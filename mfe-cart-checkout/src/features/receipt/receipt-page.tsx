import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { formatCurrency, type ReceiptTicketView } from 'shared-kernel';
import { receiptRequested, type ReceiptState } from './receipt-slice';

interface StateWithReceipt {
  receipt: ReceiptState;
}

const selectReceipt = (state: StateWithReceipt) => state.receipt;

function drawsText(count: number): string {
  return count === 1 ? '1 draw' : `${count} draws`;
}

function ReceiptTicket({ ticket }: { ticket: ReceiptTicketView }) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>{ticket.description}</h3>
        <p>
          {drawsText(ticket.numDraws)}
          {ticket.drawNo !== null ? `, from draw ${ticket.drawNo}` : ''}
          {ticket.purchaseStatus === 'pre_order' ? ' · Pre-order' : ''} ·{' '}
          {formatCurrency(ticket.price.amount)}
        </p>
        {ticket.games.length > 0 ? (
          <ol aria-label={`Games of ${ticket.description}`}>
            {ticket.games.map((game, index) => (
              <li key={index}>
                Game {index + 1}:{' '}
                {Object.entries(game)
                  .map(([set, numbers]) => `${set} ${numbers.join(', ')}`)
                  .join('; ')}
              </li>
            ))}
          </ol>
        ) : null}
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
          <dl aria-label="Receipt totals">
            <dt>Order</dt>
            <dd>{checkout.checkoutId}</dd>
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
          <ul aria-label="Tickets bought">
            {checkout.tickets.map((ticket) => (
              <ReceiptTicket key={ticket.id} ticket={ticket} />
            ))}
          </ul>
          <Link to="/my-account">See your tickets</Link>
        </>
      ) : null}
    </section>
  );
}
