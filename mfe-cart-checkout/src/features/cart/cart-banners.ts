import { toSnakeCase } from 'shared-kernel';
import { type CartBannerKind, type CartView } from 'shared-kernel/contract/cart';
import { cartTextOf, type CartText } from '../../shared/cart-text';

/** A banner above the cart: why it cannot be bought, or an item the shop took out of it. */
export interface CartBanner {
  /** The reason id (blocked reasons) or the removed item's id (auto-removed items). */
  id: string;
  kind: CartBannerKind;
  message: string;
  /** Where the banner's action leads, with its label. */
  action: { href: string; label: string } | null;
}

/** Blocked reason ids that name their own banner kind (api.md §8.2). */
const kindByReason: Readonly<Record<string, CartBannerKind>> = {
  spend_limit: 'spend_limit',
  verify_account_required: 'verify_account_required',
  deposit_limit: 'deposit_limit',
  global_spend_limit: 'global_spend_limit',
};

const actionByKindOf = (t: CartText): Partial<Record<CartBannerKind, CartBanner['action']>> => ({
  spend_limit: { href: '/my-account/spend-limits', label: t('cart.banner_manage_spend_limits') },
  deposit_limit: {
    href: '/my-account/spend-limits',
    label: t('cart.banner_manage_deposit_limits'),
  },
  verify_account_required: {
    href: '/my-account/verify-account',
    label: t('cart.banner_verify_account'),
  },
  global_spend_limit: { href: '/my-account/spend-limits', label: t('cart.banner_see_limits') },
});

/** Reasons with no banner kind of their own (they show as `fixed`) that still lead somewhere. */
const actionByReasonOf = (t: CartText): Readonly<Record<string, CartBanner['action']>> => ({
  play_break: { href: '/my-account/take-a-break', label: t('cart.banner_about_break') },
  self_exclusion: {
    href: '/my-account/take-a-break',
    label: t('cart.banner_about_self_exclusion'),
  },
});

/**
 * The banner kind of a blocked reason (product.md §4 Cart); unknown reasons are `fixed`. The
 * client camelCases the reason ids of the answer, so both spellings are read.
 */
export function bannerKindOf(reason: string): CartBannerKind {
  return kindByReason[toSnakeCase(reason)] ?? 'fixed';
}

function blockedBannerOf(reason: string, message: string, t: CartText): CartBanner {
  const id = toSnakeCase(reason);
  const kind = bannerKindOf(reason);
  const action = actionByReasonOf(t)[id] ?? actionByKindOf(t)[kind] ?? null;
  return { id, kind, message, action };
}

const removedReasonTextOf = (t: CartText): Readonly<Record<string, string>> => ({
  draw_closed: t('cart.removed_draw_closed'),
  offer_unavailable: t('cart.removed_offer_unavailable'),
});

/** Auto-removed items become closable banners that say why ('close'). */
function removedBannerOf(item: { id: string; reason: string }, t: CartText): CartBanner {
  const reason = removedReasonTextOf(t)[item.reason] ?? item.reason;
  return {
    id: item.id,
    kind: 'close',
    message: t('cart.item_removed', { reason }),
    action: null,
  };
}

export function cartBannersOf(
  cart: Pick<CartView, 'blockedReasons' | 'autoRemovedItems'>,
  dismissedIds: readonly string[] = [],
  t: CartText = cartTextOf(),
): CartBanner[] {
  const blocked = Object.entries(cart.blockedReasons).map(([reason, message]) =>
    blockedBannerOf(reason, message, t),
  );
  const removed = cart.autoRemovedItems
    .filter((item) => !dismissedIds.includes(item.id))
    .map((item) => removedBannerOf(item, t));
  return [...blocked, ...removed];
}

/** A cart with any blocked reason cannot be bought. */
export function isCartBlocked(cart: Pick<CartView, 'blockedReasons'>): boolean {
  return Object.keys(cart.blockedReasons).length > 0;
}
