import { useId } from 'react';
import { useSelector } from 'react-redux';
import { selectCartItemCount, selectIsCartEmpty } from './cart-selectors';

export function CartPage() {
  const headingId = useId();
  const itemCount = useSelector(selectCartItemCount);
  const isEmpty = useSelector(selectIsCartEmpty);
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>Your cart</h1>
      <p>Your cart, checkout and receipts live here.</p>
      <p role="status">
        {isEmpty
          ? 'Your cart is empty'
          : `${itemCount} ${itemCount === 1 ? 'item' : 'items'} in your cart`}
      </p>
    </section>
  );
}
