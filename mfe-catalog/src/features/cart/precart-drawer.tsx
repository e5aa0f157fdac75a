import { catalogTexts } from 'shared-kernel/contract/texts';
import { Dialog, RecommendedDraws, useTranslation } from 'remote-kit';
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
  const { t } = useTranslation(catalogTexts);
  const { item, cartTotal, itemCount } = summary;
  const drawsText =
    item?.numDraws === 1
      ? t('catalog.draw_count_one')
      : t('catalog.draw_count_many', { count: item?.numDraws ?? 0 });

  // Rendered at the end of the body: a drawer inside the sticky add-to-cart bar would sit in that
  // bar's stacking context, under the shell's navigation bar.
  return (
    <Dialog
      title={t('catalog.precart_heading')}
      onClose={onClose}
      className="precart-drawer"
      backdropClassName="precart-drawer__backdrop"
      closesOnBackdrop
      isPortal
    >
      {item ? (
        <dl className="precart-drawer__item">
          <dt>{t('catalog.precart_ticket')}</dt>
          <dd>{ticketLineTitle(item)}</dd>
          {item.day ? (
            <>
              <dt>{t('catalog.precart_day')}</dt>
              <dd>{item.day}</dd>
            </>
          ) : null}
          <dt>{t('catalog.precart_draws')}</dt>
          <dd>
            {ticketLineDraws(item) ??
              `${drawsText}${item.drawDate ? ` (${formatDrawDate(item.drawDate)})` : ''}`}
          </dd>
          <dt>{t('catalog.precart_price')}</dt>
          <dd>{formatCurrency(item.price.amount)}</dd>
        </dl>
      ) : null}
      <p className="precart-drawer__cart">
        {t('catalog.precart_cart_total')} <strong>{formatCurrency(cartTotal.amount)}</strong>{' '}
        {itemCount === 1
          ? t('catalog.precart_for_one_item')
          : t('catalog.precart_for_items', { count: itemCount })}
      </p>
      <RecommendedDraws
        heading={t('catalog.precart_recommended')}
        placementKey="pre_cart_recommended"
        cart={productOfferKey ? [productOfferKey] : []}
        capability={['placements', 'pre_cart_recommended_draws']}
        onNavigate={onClose}
      />
      <div className="precart-drawer__actions">
        <button type="button" onClick={onClose}>
          {t('catalog.precart_continue_shopping')}
        </button>
        <button
          type="button"
          className="precart-drawer__cart-button"
          onClick={() => navigate(cartPathKeepingUtm(search))}
        >
          {t('catalog.precart_go_to_cart')}
        </button>
      </div>
    </Dialog>
  );
}
