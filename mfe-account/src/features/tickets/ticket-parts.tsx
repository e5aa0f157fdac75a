import { Link } from 'react-router-dom';
import { type CSSProperties } from 'react';
import { formatCurrency, formatDrawDate, sortedNumberSets } from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import { type GameNumbers, type Order, type OrderDraw } from 'shared-kernel/contract/orders';
import { drawOutcomeText } from '../../shared/ticket-outcome';

export type TicketListKind = 'upcoming' | 'past';

/** Text for screen readers only. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export const listPathOf = (kind: TicketListKind, page: number) =>
  `/my-account/${kind}-tickets/${page}`;

/** Where a ticket opens: a syndicate share has its own view. */
export function ticketPathOf(order: Order, kind: TicketListKind, page: number): string {
  return order.productType === 'syndicate_share'
    ? `/my-account/syndicate-tickets/share/${order.id}`
    : `${listPathOf(kind, page)}/ticket/${order.id}`;
}

export const money = (amount: Money) => formatCurrency(amount.amount, amount.currency);

/** `Draw 9001, Saturday 28 November 2026`. */
export const drawText = (draw: OrderDraw) =>
  `Draw ${draw.drawNo}, ${formatDrawDate(draw.drawDate)}`;

/** The draws a ticket plays, in one line: the first and how many. */
export function drawsText(order: Order): string {
  const [first] = order.draws;
  if (!first) return order.numDraws > 1 ? `${order.numDraws} draws` : 'Draw to be announced';
  return order.numDraws > 1 ? `${order.numDraws} draws from ${drawText(first)}` : drawText(first);
}

/** One game's numbers, sorted; the numbers the draw matched are marked and say so. */
export function MarkedGame({
  game,
  matched,
  index,
}: {
  game: GameNumbers;
  matched: GameNumbers | null;
  index: number;
}) {
  return (
    <li>
      Game {index + 1}:{' '}
      {sortedNumberSets(game).map(({ name, numbers }, setIndex) => (
        <span key={name} className="game-numbers__set">
          {setIndex > 0 ? ' · ' : ''}
          {name}{' '}
          {numbers.map((number, numberIndex) => {
            const isMatched = matched?.[name]?.includes(number) ?? false;
            return (
              <span key={number}>
                {numberIndex > 0 ? ', ' : ''}
                {isMatched ? (
                  <mark className="ticket-number--matched">
                    <strong>{number}</strong>
                    <span aria-hidden="true">✓</span>
                    <span style={visuallyHidden}> (matched)</span>
                  </mark>
                ) : (
                  number
                )}
              </span>
            );
          })}
        </span>
      ))}
    </li>
  );
}

/** Every draw of a ticket: number and date, the drawn numbers, the marked games, the outcome. */
export function TicketDraws({ order }: { order: Order }) {
  return (
    <ol className="ticket-draws" aria-label="Draws">
      {order.draws.map((draw) => {
        const outcome = drawOutcomeText(draw);
        return (
          <li key={draw.drawNo}>
            <h3>{drawText(draw)}</h3>
            {draw.drawnNumbers ? (
              <p>
                Drawn numbers:{' '}
                {draw.drawnNumbers
                  .map(({ name, numbers }) => `${name} ${numbers.join(', ')}`)
                  .join(' · ')}
                {draw.supplementaries.length > 0
                  ? ` · Supplementary ${draw.supplementaries.join(', ')}`
                  : ''}
              </p>
            ) : (
              <p>Not drawn yet</p>
            )}
            {order.games.length > 0 ? (
              <ol aria-label={`Your numbers in draw ${draw.drawNo}`}>
                {order.games.map((game, index) => (
                  <MarkedGame
                    key={index}
                    game={game}
                    matched={draw.matchedNumbers?.[index] ?? null}
                    index={index}
                  />
                ))}
              </ol>
            ) : null}
            {outcome ? <p>{outcome}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Order reference, purchase date, price and how the order was paid. */
export function OrderFacts({ order }: { order: Order }) {
  const payment = order.details?.payment;
  const paidWith = payment
    ? [
        payment.card
          ? `Card deposit ${money(payment.card.amount)} (${payment.card.brand}${payment.card.last4 ? ` ending ${payment.card.last4}` : ''})`
          : null,
        payment.paidFromCash.amount > 0 ? `Wallet ${money(payment.paidFromCash)}` : null,
        payment.paidFromPromoCredit.amount > 0
          ? `Promo credit ${money(payment.paidFromPromoCredit)}`
          : null,
      ].filter((part): part is string => part !== null)
    : [];
  return (
    <dl className="ticket-facts">
      <dt>Order reference</dt>
      <dd>{order.orderReference}</dd>
      <dt>Purchased</dt>
      <dd>{formatDrawDate(order.purchasedAt)}</dd>
      <dt>Price</dt>
      <dd>{money(order.price)}</dd>
      <dt>Paid with</dt>
      <dd>{paidWith.length > 0 ? paidWith.join(', ') : 'Nothing to pay'}</dd>
      {order.details?.cause ? (
        <>
          <dt>Cause</dt>
          <dd>{order.details.cause.name}</dd>
        </>
      ) : null}
      {order.details?.totalPrize ? (
        <>
          <dt>Total prize</dt>
          <dd>{money(order.details.totalPrize)}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function PlayLink() {
  return <Link to="/">Choose a lottery to play</Link>;
}
