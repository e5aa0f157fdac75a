import { Field, Form, Formik } from 'formik';
import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { formatCurrency, ticketLineDraws, ticketLineTitle } from 'shared-kernel/contract/format';
import { fromCents } from 'shared-kernel/contract/money';
import {
  type CartItemView,
  type CartView,
  type VoucherItemView,
} from 'shared-kernel/contract/cart';
import { cartTexts } from 'shared-kernel/contract/texts';
import { GameNumbers, RecommendedDraws, useTranslation } from 'remote-kit';
import { type CartText } from '../../shared/cart-text';
import type { CartBanner } from './cart-banners';
import { editedTicketOf, quantityOf, type CartItemChange } from './cart-item-edit';
import { isLottoPartyItem, LottoPartyItemRow } from './lotto-party-item';
import {
  selectAmountDueCents,
  selectCart,
  selectCartBanners,
  selectCartState,
  selectIsCartBlocked,
} from './cart-selectors';
import {
  cartBannerDismissed,
  cartFetchRequested,
  cartItemEditRequested,
  cartItemRemoveRequested,
  promotionSubmitted,
} from './cart-slice';

const drawChoices = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function drawsText(count: number, t: CartText): string {
  return count === 1 ? t('cart.draws_one', { count }) : t('cart.draws_other', { count });
}

function gamesText(count: number, t: CartText): string {
  return count === 1 ? t('cart.games_one', { count }) : t('cart.games_other', { count });
}

export function CartBanners({ banners }: { banners: CartBanner[] }) {
  const dispatch = useDispatch();
  const { t } = useTranslation(cartTexts);
  if (banners.length === 0) return null;
  return (
    <div className="cart-banners">
      {banners.map((banner) => (
        <div key={banner.id} role="alert" className={`cart-banner cart-banner--${banner.kind}`}>
          <p>{banner.message}</p>
          {banner.action ? <a href={banner.action.href}>{banner.action.label}</a> : null}
          {banner.kind === 'close' ? (
            <button type="button" onClick={() => dispatch(cartBannerDismissed(banner.id))}>
              {t('cart.banner_close')}
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}

interface EditValues {
  numDraws: string;
  numGames: string;
  quantity: string;
}

function ItemEditForm({ item, onDone }: { item: CartItemView; onDone: () => void }) {
  const dispatch = useDispatch();
  const { t } = useTranslation(cartTexts);
  const quantity = quantityOf(item);
  const hasGames = item.games.length > 0;
  const submit = (values: EditValues) => {
    const change: CartItemChange = { numDraws: Number(values.numDraws) };
    if (hasGames) change.numGames = Number(values.numGames);
    if (quantity !== null) change.quantity = Number(values.quantity);
    dispatch(cartItemEditRequested(item.id, editedTicketOf(item, change)));
    onDone();
  };
  return (
    <Formik<EditValues>
      initialValues={{
        numDraws: String(item.numDraws),
        numGames: String(item.numGames),
        quantity: String(quantity ?? 1),
      }}
      onSubmit={submit}
    >
      <Form
        aria-label={t('cart.edit_item', { title: ticketLineTitle(item) })}
        className="cart-item__edit"
      >
        <label>
          {t('cart.edit_draws')}
          <Field as="select" name="numDraws">
            {drawChoices.map((count) => (
              <option key={count} value={String(count)}>
                {drawsText(count, t)}
              </option>
            ))}
          </Field>
        </label>
        {hasGames ? (
          <label>
            {t('cart.edit_games')}
            <Field type="number" name="numGames" min={1} max={50} />
          </label>
        ) : null}
        {quantity !== null ? (
          <label>
            {t('cart.edit_quantity')}
            <Field type="number" name="quantity" min={1} max={100} />
          </label>
        ) : null}
        <button type="submit">{t('cart.save_changes')}</button>
        <button type="button" onClick={onDone}>
          {t('ui.cancel')}
        </button>
      </Form>
    </Formik>
  );
}

function CartItemRow({ item, isBusy }: { item: CartItemView; isBusy: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation(cartTexts);
  const headingId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const recurring = item.recurringPurchase;
  const quantity = quantityOf(item);
  const title = ticketLineTitle(item);
  return (
    <li>
      <article aria-labelledby={headingId} className="cart-item">
        <h2 id={headingId}>{title}</h2>
        <p>
          {ticketLineDraws(item) ?? drawsText(item.numDraws, t)}
          {item.games.length > 0 ? ` · ${gamesText(item.numGames, t)}` : ''}
          {quantity !== null ? ` · ${t('cart.item_quantity', { quantity })}` : ''}
        </p>
        <GameNumbers
          games={item.games}
          label={t('cart.item_games_label', { title })}
          className="cart-item__games"
        />
        <p className="cart-item__price">
          {t('cart.item_price')}{' '}
          <strong>{formatCurrency(item.unitPrice.amount * item.quantity)}</strong>
        </p>
        {recurring?.availability === 'optional' ? (
          <label className="cart-item__recurring">
            <input
              type="checkbox"
              checked={recurring.enabled}
              disabled={isBusy}
              onChange={(event) =>
                dispatch(
                  cartItemEditRequested(
                    item.id,
                    editedTicketOf(item, { recurringPurchaseEnabled: event.target.checked }),
                  ),
                )
              }
            />{' '}
            {t('cart.recurring_every_draw', {
              type:
                recurring.type === 'subscription'
                  ? t('cart.recurring_subscription')
                  : t('cart.recurring_autoplay'),
            })}
          </label>
        ) : null}
        {isEditing ? (
          <ItemEditForm item={item} onDone={() => setIsEditing(false)} />
        ) : (
          <button
            type="button"
            onClick={() => setIsEditing(true)}
            aria-label={t('cart.edit_item', { title })}
          >
            {t('cart.edit')}
          </button>
        )}
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

function VoucherForm({ error, isBusy }: { error: string | null; isBusy: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation(cartTexts);
  const errorId = useId();
  return (
    <Formik<{ promotionCode: string }>
      initialValues={{ promotionCode: '' }}
      onSubmit={(values) => {
        if (values.promotionCode.trim()) dispatch(promotionSubmitted(values.promotionCode));
      }}
    >
      <Form aria-label={t('cart.voucher_form')} className="cart-voucher">
        <label>
          {t('cart.voucher_code')}
          <Field
            name="promotionCode"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </label>
        <button type="submit" disabled={isBusy}>
          {t('cart.voucher_apply')}
        </button>
        {error ? (
          <p id={errorId} role="alert" className="form-error">
            {error}
          </p>
        ) : null}
      </Form>
    </Formik>
  );
}

function AppliedVouchers({ vouchers }: { vouchers: VoucherItemView[] }) {
  const dispatch = useDispatch();
  const { t } = useTranslation(cartTexts);
  if (vouchers.length === 0) return null;
  return (
    <ul aria-label={t('cart.vouchers_applied')} className="cart-vouchers">
      {vouchers.map((voucher) => (
        <li key={voucher.id}>
          <strong>{voucher.promotionCode}</strong> {voucher.description}
          {voucher.discount.amount > 0 ? ` (−${formatCurrency(voucher.discount.amount)})` : ''}
          {voucher.credit.amount > 0
            ? ` ${t('cart.voucher_credit', { amount: formatCurrency(voucher.credit.amount) })}`
            : ''}{' '}
          <button
            type="button"
            aria-label={t('cart.voucher_remove', { code: voucher.promotionCode })}
            onClick={() => dispatch(cartItemRemoveRequested(voucher.id))}
          >
            {t('cart.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function CartTotals({ cart, amountDueCents }: { cart: CartView; amountDueCents: number }) {
  const { t } = useTranslation(cartTexts);
  return (
    <dl className="cart-totals" aria-label={t('cart.totals_label')}>
      {cart.discountTotal.amount > 0 ? (
        <>
          <dt>{t('cart.discount')}</dt>
          <dd>−{formatCurrency(cart.discountTotal.amount)}</dd>
        </>
      ) : null}
      {cart.preOrderTotal.amount > 0 ? (
        <>
          <dt>{t('cart.pre_order_total')}</dt>
          <dd>{formatCurrency(cart.preOrderTotal.amount)}</dd>
        </>
      ) : null}
      <dt>{t('cart.cart_total')}</dt>
      <dd>{formatCurrency(cart.cartTotal.amount)}</dd>
      <dt>{t('cart.amount_due')}</dt>
      <dd>{formatCurrency(Number(fromCents(amountDueCents)))}</dd>
    </dl>
  );
}

export function CartPage() {
  const dispatch = useDispatch();
  const { t } = useTranslation(cartTexts);
  const navigate = useNavigate();
  const headingId = useId();
  const state = useSelector(selectCartState);
  const cart = useSelector(selectCart);
  const banners = useSelector(selectCartBanners);
  const isBlocked = useSelector(selectIsCartBlocked);
  const amountDueCents = useSelector(selectAmountDueCents);

  useEffect(() => {
    dispatch(cartFetchRequested());
  }, [dispatch]);

  const isLoading = cart === null && (state.isFetching || state.receivedAtMs === null);
  const isEmpty = !isLoading && (cart === null || cart.cartItems.length === 0);

  return (
    <section aria-labelledby={headingId} className="cart-page" aria-busy={state.isFetching}>
      <h1 id={headingId}>{t('cart.heading')}</h1>
      {state.errorMessage ? <p role="alert">{state.errorMessage}</p> : null}
      {cart ? <CartBanners banners={banners} /> : null}
      {isLoading ? <p role="status">{t('cart.loading')}</p> : null}
      {isEmpty ? (
        <div role="status">
          <p>{t('cart.empty')}</p>
          <Link to="/">{t('cart.find_lottery')}</Link>
        </div>
      ) : null}
      {cart && cart.cartItems.length > 0 ? (
        <>
          <ul aria-label={t('cart.tickets_label')} className="cart-items">
            {cart.cartItems.map((item) =>
              isLottoPartyItem(item) ? (
                <LottoPartyItemRow key={item.id} item={item} isBusy={state.isFetching} />
              ) : (
                <CartItemRow key={item.id} item={item} isBusy={state.isFetching} />
              ),
            )}
          </ul>
          <VoucherForm error={state.promotionError} isBusy={state.isFetching} />
          <AppliedVouchers vouchers={cart.voucherItems} />
          <CartTotals cart={cart} amountDueCents={amountDueCents} />
          <button
            type="button"
            className="checkout-button--primary"
            disabled={isBlocked || state.isFetching}
            onClick={() => void navigate('/cart/buy')}
          >
            {t('cart.checkout')}
          </button>
        </>
      ) : null}
      {isLoading ? null : (
        <RecommendedDraws
          heading={t('cart.recommended_heading')}
          placementKey="cart_recommended"
          cart={cart?.cartItems.map((item) => item.lotteryKey) ?? []}
        />
      )}
    </section>
  );
}
