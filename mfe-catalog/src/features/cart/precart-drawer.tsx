import { Dialog, RecommendedDraws } from 'remote-kit';
import { useNavigate } from 'react-router-dom';
import {
  formatCurrency,
  formatDrawDate,
  ticketLineDraws,
  ticketLineTitle,
} from 'shared-kernel/contract/format';
import type { PrecartSummary } from '../play/play-slice';

/** api.md §9 utm keys: the cart keeps the campaign the visitor came with. */
const utmKeys = ['source', 'medium', 'term', 'content', 'campaign'].map((key) => `utm_${key}`);

/** `/cart` with the utm parameters of the current page's query. */
export function cartPathKeepingUtm(search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of utmKeys) {
    const value = current.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `/cart?${query}` : '/cart';
}

function drawsText(numDraws: number): string {
  return numDraws === 1 ? '1 draw' : `${numDraws} draws`;
}

/**
 * The pre-cart drawer (product.md §3 Cart `isPrecartDrawerOpen`): a modal dialog that shows what
 * was just added and the cart it is in. Focus moves into it and stays there; Escape or
 * 'Continue shopping' closes it and gives focus back to where it was.
 */
export function PrecartDrawer({
  summary,
  search,
  onClose,
  productOfferKey = null,
}: {
  summary: PrecartSummary;
  /** The offer just added: the recommended draws are of other offers. */
  productOfferKey?: string | null;
  /** The page's query, whose utm parameters 'Go to cart' keeps. */
  search: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { item, cartTotal, itemCount } = summary;

  // Rendered at the end of the body: a drawer inside the sticky add-to-cart bar would sit in that
  // bar's stacking context, under the shell's navigation bar.
  return (
    <Dialog
      title="Added to your cart"
      onClose={onClose}
      className="precart-drawer"
      backdropClassName="precart-drawer__backdrop"
      closesOnBackdrop
      isPortal
    >
      {item ? (
        <dl className="precart-drawer__item">
          <dt>Ticket</dt>
          <dd>{ticketLineTitle(item)}</dd>
          {item.day ? (
            <>
              <dt>Day</dt>
              <dd>{item.day}</dd>
            </>
          ) : null}
          <dt>Draws</dt>
          <dd>
            {ticketLineDraws(item) ??
              `${drawsText(item.numDraws)}${item.drawDate ? ` (${formatDrawDate(item.drawDate)})` : ''}`}
          </dd>
          <dt>Price</dt>
          <dd>{formatCurrency(item.price.amount)}</dd>
        </dl>
      ) : null}
      <p className="precart-drawer__cart">
        Cart total: <strong>{formatCurrency(cartTotal.amount)}</strong> for{' '}
        {itemCount === 1 ? '1 item' : `${itemCount} items`}
      </p>
      <RecommendedDraws
        heading="You might also like"
        placementKey="pre_cart_recommended"
        cart={productOfferKey ? [productOfferKey] : []}
        capability={['placements', 'pre_cart_recommended_draws']}
        onNavigate={onClose}
      />
      <div className="precart-drawer__actions">
        <button type="button" onClick={onClose}>
          Continue shopping
        </button>
        <button
          type="button"
          className="precart-drawer__cart-button"
          onClick={() => navigate(cartPathKeepingUtm(search))}
        >
          Go to cart
        </button>
      </div>
    </Dialog>
  );
}
