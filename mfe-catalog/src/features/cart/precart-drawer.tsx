import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { formatCurrency, ticketLineDraws, ticketLineTitle } from 'shared-kernel';
import type { PrecartSummary } from '../play/play-slice';
import { formatDrawDate } from '../shared/dates';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

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

function focusablesOf(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
}

/** Keeps Tab and Shift+Tab inside the dialog: the last element wraps to the first and back. */
function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement) {
  const focusables = focusablesOf(container);
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
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
}: {
  summary: PrecartSummary;
  /** The page's query, whose utm parameters 'Go to cart' keeps. */
  search: string;
  onClose: () => void;
}) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { item, cartTotal, itemCount } = summary;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };

  // Rendered at the end of the body: a drawer inside the sticky add-to-cart bar would sit in that
  // bar's stacking context, under the shell's navigation bar.
  return createPortal(
    <div className="precart-drawer__backdrop" onClick={onClose} role="presentation">
      <div
        ref={dialogRef}
        className="precart-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={headingId}>Added to your cart</h2>
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
      </div>
    </div>,
    document.body,
  );
}
