import stylesheet from '../checkout-pages.css';

/** The stylesheet of the checkout's pages, rendered once however many pages use it. */
export function PageStyle() {
  return (
    <style href="mfe-cart-checkout/checkout-pages" precedence="default">
      {stylesheet}
    </style>
  );
}
