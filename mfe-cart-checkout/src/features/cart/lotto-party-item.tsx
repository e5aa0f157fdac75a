import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { type CartItemView } from 'shared-kernel/contract/cart';
import { formatCurrency, ticketLineDraws } from 'shared-kernel/contract/format';
import { cartTexts } from 'shared-kernel/contract/texts';
import { useTranslation } from 'remote-kit';
import { type CartText } from '../../shared/cart-text';
import { cartItemRemoveRequested } from './cart-slice';

/** Shares of a Lotto Party session: the group's shares of one draw, no numbers of their own. */
export function isLottoPartyItem(item: CartItemView): boolean {
  return item.productType === 'social_syndicate_share';
}

/** `Lotto Party: Friday Night Syndicate`. */
export function lottoPartyItemTitle(item: CartItemView, t: CartText): string {
  return t('cart.lotto_party_title', { group: item.socialGroupName ?? item.description });
}

/** `2 shares × $5.00`: the item's price is that of all its shares. */
export function lottoPartySharesText(item: CartItemView, t: CartText): string {
  const shares = item.numShares ?? 1;
  const priceCentsTotal = Math.round(item.unitPrice.amount * 100) * item.quantity;
  const sharePrice = Math.round(priceCentsTotal / shares) / 100;
  const currency = item.unitPrice.currency;
  const price = formatCurrency(sharePrice, currency);
  return shares === 1
    ? t('cart.shares_one', { count: shares, price })
    : t('cart.shares_other', { count: shares, price });
}

/** A cart line of Lotto Party shares: the group, the draw, the shares and their price. */
export function LottoPartyItemRow({ item, isBusy }: { item: CartItemView; isBusy: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation(cartTexts);
  const headingId = useId();
  const title = lottoPartyItemTitle(item, t);
  const draw = [item.lotteryName, ticketLineDraws(item)].filter(Boolean).join(' · ');
  return (
    <li>
      <article aria-labelledby={headingId} className="cart-item">
        <h2 id={headingId}>{title}</h2>
        {draw ? <p>{draw}</p> : null}
        <p>{lottoPartySharesText(item, t)}</p>
        <p className="cart-item__price">
          {t('cart.item_price')}{' '}
          <strong>
            {formatCurrency(item.unitPrice.amount * item.quantity, item.unitPrice.currency)}
          </strong>
        </p>
        <button
          type="button"
          disabled={isBusy}
          aria-label={t('cart.remove_item', { title })}
          onClick={() => dispatch(cartItemRemoveRequested(item.id))}
        >
          {t('cart.remove')}
        </button>
      </article>
    </li>
  );
}
