import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { type CartItemView } from 'shared-kernel/contract/cart';
import { formatCurrency, ticketLineDraws } from 'shared-kernel/contract/format';
import { cartItemRemoveRequested } from './cart-slice';

/** Shares of a Lotto Party session: the group's shares of one draw, no numbers of their own. */
export function isLottoPartyItem(item: CartItemView): boolean {
  return item.productType === 'social_syndicate_share';
}

/** `Lotto Party: Friday Night Syndicate`. */
export function lottoPartyItemTitle(item: CartItemView): string {
  return `Lotto Party: ${item.socialGroupName ?? item.description}`;
}

/** `2 shares × $5.00`: the item's price is that of all its shares. */
export function lottoPartySharesText(item: CartItemView): string {
  const shares = item.numShares ?? 1;
  const priceCentsTotal = Math.round(item.unitPrice.amount * 100) * item.quantity;
  const sharePrice = Math.round(priceCentsTotal / shares) / 100;
  const currency = item.unitPrice.currency;
  return `${shares} ${shares === 1 ? 'share' : 'shares'} × ${formatCurrency(sharePrice, currency)}`;
}

/** A cart line of Lotto Party shares: the group, the draw, the shares and their price. */
export function LottoPartyItemRow({ item, isBusy }: { item: CartItemView; isBusy: boolean }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const title = lottoPartyItemTitle(item);
  const draw = [item.lotteryName, ticketLineDraws(item)].filter(Boolean).join(' · ');
  return (
    <li>
      <article aria-labelledby={headingId} className="cart-item">
        <h2 id={headingId}>{title}</h2>
        {draw ? <p>{draw}</p> : null}
        <p>{lottoPartySharesText(item)}</p>
        <p className="cart-item__price">
          Price:{' '}
          <strong>
            {formatCurrency(item.unitPrice.amount * item.quantity, item.unitPrice.currency)}
          </strong>
        </p>
        <button
          type="button"
          disabled={isBusy}
          aria-label={`Remove ${title}`}
          onClick={() => dispatch(cartItemRemoveRequested(item.id))}
        >
          Remove
        </button>
      </article>
    </li>
  );
}
