import {
  gameTypeRouteSuffixes,
  type GameTypeKey,
  type ProductOffer,
} from 'shared-kernel/contract/product-offers';

/** The game type a play page's suffix names (`systems` → reduced_system); null when none does. */
export function gameTypeOfSuffix(suffix: string | undefined): GameTypeKey | null {
  if (!suffix) return null;
  for (const [gameType, routeSuffix] of Object.entries(gameTypeRouteSuffixes)) {
    if (routeSuffix.replace(/^\//, '') === suffix) return gameType as GameTypeKey;
  }
  return null;
}

/** The play path of a game type of an offer: `/powerball`, `/saturday-lotto/systems`. */
export function playPathOf(productOffer: Pick<ProductOffer, 'url'>, gameType?: string): string {
  const base = `/${productOffer.url.replace(/^\/+/, '')}`;
  const suffix = gameType ? gameTypeRouteSuffixes[gameType as GameTypeKey] : undefined;
  if (!suffix || gameType === 'standard') return base;
  return `${base}/${suffix.replace(/^\//, '')}`;
}

/** The offer whose url (or an alias of it) is `offerUrl`. */
export function offerOfUrl(
  productOffers: readonly ProductOffer[],
  offerUrl: string | undefined,
): ProductOffer | null {
  if (!offerUrl) return null;
  const wanted = offerUrl.toLowerCase();
  return (
    productOffers.find(
      (offer) =>
        offer.url.replace(/^\/+/, '').toLowerCase() === wanted ||
        offer.key === offerUrl ||
        (offer.urlAliases ?? []).some((alias) => alias.url.toLowerCase() === wanted),
    ) ?? null
  );
}

/** A positive whole number of a route or query parameter, else null. */
export function positiveIntegerOf(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}
