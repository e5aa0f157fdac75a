import { Link } from 'react-router-dom';
import { type CSSProperties } from 'react';
import { useTranslation } from 'remote-kit';
import {
  formatCurrency,
  formatDrawDate,
  sortedNumberSets,
  type TextFunction,
} from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import { type GameNumbers, type Order, type OrderDraw } from 'shared-kernel/contract/orders';
import { type AccountPlayTextKey, accountPlayTexts } from 'shared-kernel/contract/texts';
import { drawOutcomeText } from '../../shared/ticket-outcome';

export type TicketListKind = 'upcoming' | 'past';

/** The texts of the tickets screens, as `useTranslation` gives them. */
export type TicketText = TextFunction<AccountPlayTextKey>;

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
export const drawText = (t: TicketText, draw: OrderDraw) =>
  t('account_play.draw_on', { drawNo: draw.drawNo, drawDate: formatDrawDate(draw.drawDate) });

/** The draws a ticket plays, in one line: the first and how many. */
export function drawsText(t: TicketText, order: Order): string {
  const [first] = order.draws;
  const count = order.numDraws;
  if (!first) {
    return count > 1
      ? t('account_play.draws_count', { count })
      : t('account_play.draw_to_be_announced');
  }
  return count > 1
    ? t('account_play.draws_count_from', { count, draw: drawText(t, first) })
    : drawText(t, first);
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
  const { t } = useTranslation(accountPlayTexts);
  return (
    <li>
      {t('account_play.marked_game', { number: index + 1 })}{' '}
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
                    <span style={visuallyHidden}> {t('account_play.number_matched')}</span>
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
  const { t } = useTranslation(accountPlayTexts);
  return (
    <ol className="ticket-draws" aria-label={t('account_play.draws_heading')}>
      {order.draws.map((draw) => {
        const outcome = drawOutcomeText(draw);
        return (
          <li key={draw.drawNo}>
            <h3>{drawText(t, draw)}</h3>
            {draw.drawnNumbers ? (
              <p>
                {t('account_play.drawn_numbers')}{' '}
                {draw.drawnNumbers
                  .map(({ name, numbers }) => `${name} ${numbers.join(', ')}`)
                  .join(' · ')}
                {draw.supplementaries.length > 0
                  ? ` · ${t('account_play.supplementary', { numbers: draw.supplementaries.join(', ') })}`
                  : ''}
              </p>
            ) : (
              <p>{t('account_play.not_drawn_yet')}</p>
            )}
            {order.games.length > 0 ? (
              <ol aria-label={t('account_play.your_numbers_in_draw', { drawNo: draw.drawNo })}>
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
  const { t } = useTranslation(accountPlayTexts);
  const payment = order.details?.payment;
  const paidWith = payment
    ? [
        payment.card
          ? payment.card.last4
            ? t('account_play.paid_card_ending', {
                amount: money(payment.card.amount),
                brand: payment.card.brand,
                last4: payment.card.last4,
              })
            : t('account_play.paid_card', {
                amount: money(payment.card.amount),
                brand: payment.card.brand,
              })
          : null,
        payment.paidFromCash.amount > 0
          ? t('account_play.paid_wallet', { amount: money(payment.paidFromCash) })
          : null,
        payment.paidFromPromoCredit.amount > 0
          ? t('account_play.paid_promo_credit', { amount: money(payment.paidFromPromoCredit) })
          : null,
      ].filter((part): part is string => part !== null)
    : [];
  return (
    <dl className="ticket-facts">
      <dt>{t('account_play.fact_order_reference')}</dt>
      <dd>{order.orderReference}</dd>
      <dt>{t('account_play.fact_purchased')}</dt>
      <dd>{formatDrawDate(order.purchasedAt)}</dd>
      <dt>{t('account_play.fact_price')}</dt>
      <dd>{money(order.price)}</dd>
      <dt>{t('account_play.fact_paid_with')}</dt>
      <dd>{paidWith.length > 0 ? paidWith.join(', ') : t('account_play.nothing_to_pay')}</dd>
      {order.details?.cause ? (
        <>
          <dt>{t('account_play.fact_cause')}</dt>
          <dd>{order.details.cause.name}</dd>
        </>
      ) : null}
      {order.details?.totalPrize ? (
        <>
          <dt>{t('account_play.fact_total_prize')}</dt>
          <dd>{money(order.details.totalPrize)}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function PlayLink() {
  const { t } = useTranslation(accountPlayTexts);
  return <Link to="/">{t('account_play.choose_lottery')}</Link>;
}
