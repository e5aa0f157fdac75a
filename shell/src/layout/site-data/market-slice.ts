import { defaultShopLocale } from 'shared-kernel/contract/format';

/** The page's market as the layout shows it: locale, currency label and the known sub-variant. */
export interface MarketState {
  locale: string;
  currency: string;
  /** The session's sub-variant when the site knows it; null for the site's own market. */
  subVariant: string | null;
}

export const initialMarketState: MarketState = { ...defaultShopLocale, subVariant: null };

/** The visitor chose a region in the footer: a sub-variant, or null for the site's own. */
export const marketRegionChosen = (subVariant: string | null) => ({
  type: 'market/regionChosen' as const,
  payload: { subVariant },
});

/** The page's locale, currency label or known sub-variant changed. */
export const marketChanged = (market: MarketState) => ({
  type: 'market/changed' as const,
  payload: market,
});

export function marketReducer(
  state: MarketState = initialMarketState,
  action: ReturnType<typeof marketChanged> | { type: string },
): MarketState {
  return action.type === 'market/changed'
    ? (action as ReturnType<typeof marketChanged>).payload
    : state;
}
