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
import { GameNumbers, RecommendedDraws } from 'remote-kit';
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

function drawsText(count: number): string {
  return count === 1 ? '1 draw' : `${count} draws`;
}

function gamesText(count: number): string {
  return count === 1 ? '1 game' : `${count} games`;
}

export function CartBanners({ banners }: { banners: CartBanner[] }) {
  const dispatch = useDispatch();
  if (banners.length === 0) return null;
  return (
    <div className="cart-banners">
      {banners.map((banner) => (
        <div key={banner.id} role="alert" className={`cart-banner cart-banner--${banner.kind}`}>
          <p>{banner.message}</p>
          {banner.action ? <a href={banner.action.href}>{banner.action.label}</a> : null}
          {banner.kind === 'close' ? (
            <button type="button" onClick={() => dispatch(cartBannerDismissed(banner.id))}>
              Close
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
      <Form aria-label={`Edit ${ticketLineTitle(item)}`} className="cart-item__edit">
        <label>
          Draws
          <Field as="select" name="numDraws">
            {drawChoices.map((count) => (
              <option key={count} value={String(count)}>
                {drawsText(count)}
              </option>
            ))}
          </Field>
        </label>
        {hasGames ? (
          <label>
            Games
            <Field type="number" name="numGames" min={1} max={50} />
          </label>
        ) : null}
        {quantity !== null ? (
          <label>
            Quantity
            <Field type="number" name="quantity" min={1} max={100} />
          </label>
        ) : null}
        <button type="submit">Save changes</button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </Form>
    </Formik>
  );
}

function CartItemRow({ item, isBusy }: { item: CartItemView; isBusy: boolean }) {
  const dispatch = useDispatch();
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
          {ticketLineDraws(item) ?? drawsText(item.numDraws)}
          {item.games.length > 0 ? ` · ${gamesText(item.numGames)}` : ''}
          {quantity !== null ? ` · quantity ${quantity}` : ''}
        </p>
        <GameNumbers games={item.games} label={`Games of ${title}`} className="cart-item__games" />
        <p className="cart-item__price">
          Price: <strong>{formatCurrency(item.unitPrice.amount * item.quantity)}</strong>
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
            Buy this ticket for every draw (
            {recurring.type === 'subscription' ? 'Subscription' : 'Autoplay'})
          </label>
        ) : null}
        {isEditing ? (
          <ItemEditForm item={item} onDone={() => setIsEditing(false)} />
        ) : (
          <button type="button" onClick={() => setIsEditing(true)} aria-label={`Edit ${title}`}>
            Edit
          </button>
        )}
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

function VoucherForm({ error, isBusy }: { error: string | null; isBusy: boolean }) {
  const dispatch = useDispatch();
  const errorId = useId();
  return (
    <Formik<{ promotionCode: string }>
      initialValues={{ promotionCode: '' }}
      onSubmit={(values) => {
        if (values.promotionCode.trim()) dispatch(promotionSubmitted(values.promotionCode));
      }}
    >
      <Form aria-label="Voucher" className="cart-voucher">
        <label>
          Voucher code
          <Field
            name="promotionCode"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </label>
        <button type="submit" disabled={isBusy}>
          Apply
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
  if (vouchers.length === 0) return null;
  return (
    <ul aria-label="Applied vouchers" className="cart-vouchers">
      {vouchers.map((voucher) => (
        <li key={voucher.id}>
          <strong>{voucher.promotionCode}</strong> {voucher.description}
          {voucher.discount.amount > 0 ? ` (−${formatCurrency(voucher.discount.amount)})` : ''}
          {voucher.credit.amount > 0
            ? ` (${formatCurrency(voucher.credit.amount)} credit)`
            : ''}{' '}
          <button
            type="button"
            aria-label={`Remove voucher ${voucher.promotionCode}`}
            onClick={() => dispatch(cartItemRemoveRequested(voucher.id))}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

export function CartTotals({ cart, amountDueCents }: { cart: CartView; amountDueCents: number }) {
  return (
    <dl className="cart-totals" aria-label="Cart totals">
      {cart.discountTotal.amount > 0 ? (
        <>
          <dt>Discount</dt>
          <dd>−{formatCurrency(cart.discountTotal.amount)}</dd>
        </>
      ) : null}
      {cart.preOrderTotal.amount > 0 ? (
        <>
          <dt>Pre-order total</dt>
          <dd>{formatCurrency(cart.preOrderTotal.amount)}</dd>
        </>
      ) : null}
      <dt>Cart total</dt>
      <dd>{formatCurrency(cart.cartTotal.amount)}</dd>
      <dt>Amount due</dt>
      <dd>{formatCurrency(Number(fromCents(amountDueCents)))}</dd>
    </dl>
  );
}

export function CartPage() {
  const dispatch = useDispatch();
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
      <h1 id={headingId}>Your cart</h1>
      {state.errorMessage ? <p role="alert">{state.errorMessage}</p> : null}
      {cart ? <CartBanners banners={banners} /> : null}
      {isLoading ? <p role="status">Loading your cart…</p> : null}
      {isEmpty ? (
        <div role="status">
          <p>Your cart is empty</p>
          <Link to="/">Find a lottery to play</Link>
        </div>
      ) : null}
      {cart && cart.cartItems.length > 0 ? (
        <>
          <ul aria-label="Tickets" className="cart-items">
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
            Checkout
          </button>
        </>
      ) : null}
      {isLoading ? null : (
        <RecommendedDraws
          heading="Recommended draws"
          placementKey="cart_recommended"
          cart={cart?.cartItems.map((item) => item.lotteryKey) ?? []}
        />
      )}
    </section>
  );
}
