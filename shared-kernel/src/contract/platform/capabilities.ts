/** Capability names of product.md §6, as they travel on the wire. */
export const capabilityNames = [
  'native_app',
  'causes_directory',
  'commercial_lotteries',
  'charity_lotteries',
  'multi_offer_site',
  'syndicates',
  'social_syndicates',
  'responsible_gambling',
  'cookie_consent',
  'viewing_orders',
  'autoplay_manage',
  'combined_recurring_purchases',
  'wallet_manage',
  'wallet_deposit',
  'wallet_withdrawal',
  'wallet_balance',
  'spend_limits',
  'deposit_limits',
  'verify_id',
  'membership_program',
  'membership_purchase',
  'giveaway_entries',
  'favourite_numbers',
  'subscription_manage',
  'manage_notification_settings',
  'faq',
  'terms_of_use',
  'blog',
  'partner_purchase',
  'account_details_manage',
  'customer_deactivate',
  'customer_chat',
  'vouchers',
  'feedback',
  'sitewide_banner',
  'customer_migration',
  'notifications_feed',
  'rebrand',
  'placements',
  'pre_cart_recommended_draws',
  'sub_variants',
  'pci_certified',
] as const;

export type CapabilityName = (typeof capabilityNames)[number];

export interface CapabilitySegment {
  segmentName: string;
  capabilities: CapabilityName[];
}

export interface Capabilities {
  segments: CapabilitySegment[];
  currentSegment: string;
}

/** A screen may require one capability or all of a list. */
export function hasCapabilities(
  granted: readonly CapabilityName[],
  required: CapabilityName | readonly CapabilityName[],
): boolean {
  const list: readonly CapabilityName[] = typeof required === 'string' ? [required] : required;
  return list.every((name) => granted.includes(name));
}

/**
 * The capabilities of the customer's segment, or of the default (current) segment when anonymous
 * or when the customer has none (product.md §6).
 */
export function grantedCapabilities(
  capabilities: Capabilities,
  customerSegmentName: string | null,
): CapabilityName[] {
  const segment =
    capabilities.segments.find((item) => item.segmentName === customerSegmentName) ??
    capabilities.segments.find((item) => item.segmentName === capabilities.currentSegment);
  return segment?.capabilities ?? [];
}
