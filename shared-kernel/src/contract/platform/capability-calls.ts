import { type CapabilityName } from './capabilities';

const socialSyndicatesCalls = [
  'GET /social/v3/config',
  'GET /social/v3/config/:id',
  'GET /social/v3/group',
  'POST /social/v3/group',
  'GET /social/v3/group/:id',
  'POST /social/v3/group/:id/join',
  'GET /social/v3/group/:id/session',
  'GET /social/v3/group/:id/session/open',
  'POST /social/v3/group/:id/token',
  'GET /social/v3/group/token/:token',
  'POST /social/v3/session',
  'GET /social/v3/session/:id',
  'PUT /social/v3/session/:id',
  'GET /social/v3/session/:id/order',
  'POST /social/v3/session/:id/shares',
  'GET /social/v3/session/discover',
  'GET /social/v3/session/discover/draw/:id',
  'GET /social/v3/shares',
  'GET /social/v3/shares/:id',
] as const;

/**
 * The API calls each capability gates (method and path as the API registers them): the API
 * refuses them with 422 `capability_unavailable` when the caller's segment (the default segment's
 * for a visitor) does not grant the capability. A capability whose list is empty gates no call;
 * the comment says why. Calls of screens without a capability requirement (product.md §6: login,
 * my details, receipt, buying, results…) are in no list.
 */
export const capabilityCalls: Readonly<Record<CapabilityName, readonly string[]>> = {
  // Decides whether the app pages are shown; the app itself calls the same API.
  native_app: [],
  causes_directory: ['GET /v2/causes', 'GET /v2/causes/:key'],
  // Decides which offers the shop shows; buying an offer has no capability requirement.
  commercial_lotteries: [],
  charity_lotteries: [],
  multi_offer_site: [],
  syndicates: [],
  social_syndicates: socialSyndicatesCalls,
  // The responsible gambling message and link; responsible play tools stay open to everyone.
  responsible_gambling: [],
  // Consent is kept in the browser.
  cookie_consent: [],
  viewing_orders: ['GET /v2/orders', 'GET /v2/orders/:id'],
  autoplay_manage: [
    'GET /v2/autoplay',
    'GET /v2/autoplay/:id',
    'PATCH /v2/autoplay/:id',
    'POST /v2/autoplay/:id/pause',
    'POST /v2/autoplay/:id/set-minimum-jackpot',
    'POST /v2/autoplay/:id/set-quickpick',
    'PATCH /v2/autoplay/:id/status',
    'POST /v2/autoplay/:id/unpause',
  ],
  combined_recurring_purchases: ['GET /v2/recurring_purchases'],
  // Adding, removing and choosing the default card or account; paying with one is not managing.
  wallet_manage: [
    'DELETE /v2/funds/:id',
    'POST /v2/funds/:id/default',
    'POST /v2/funds/bank-account',
    'GET /v2/funds/:gateway',
    'GET /v2/funds/card_gateways',
    'POST /v2/funds/cc/:gateway',
    'POST /v2/funds/pl/braintree',
    'POST /v2/funds/stripe/setup',
  ],
  // Starting a deposit; reading or cancelling one already started stays open (deposit details).
  wallet_deposit: [
    'POST /v2/deposits/deposit_purchase',
    'POST /v2/funds/:id/deposit',
    'POST /v2/funds/:method/:gatewayKey/deposit',
    'POST /v2/funds/bd/deposit',
    'POST /v2/funds/bp/deposit',
    'POST /v2/funds/dd/deposit',
    'POST /v2/funds/td/deposit',
  ],
  // Withdrawal details (GET /v2/withdrawals/:id) have no capability requirement.
  wallet_withdrawal: [
    'GET /v2/customer/withdrawable-funds',
    'GET /v2/withdrawals',
    'POST /v2/withdrawals/:id/withdraw',
  ],
  // The balance travels in GET /v2/customer, which every signed-in screen needs; only its display is gated.
  wallet_balance: [],
  spend_limits: [
    'GET /v2/spend-limits',
    'DELETE /v2/spend-limits/:id',
    'DELETE /v2/spend-limits/:id/pending',
    'POST /v2/spend-limits/:period',
    'PUT /v2/spend-limits/:period',
  ],
  // The shop has no deposit limit calls; the precommitment limit has no capability requirement.
  deposit_limits: [],
  // Reading the verification status stays open: checkout and the account page show it.
  verify_id: [
    'POST /v2/customer/verification',
    'POST /v2/customer/verification/connectid',
    'POST /v2/customer/verification/connectid/callback',
    'POST /v2/customer/verification/licence',
    'POST /v2/customer/verify',
  ],
  // Joining, leaving, unlocking and partner benefits. Reading the membership (it travels in
  // GET /v2/customer too) and the programme's public giveaways and winners stay open.
  membership_program: [
    'PUT /rewards/membership',
    'GET /rewards/v3/benefits',
    'PUT /rewards/v3/draws/:id',
  ],
  // Checked by PUT /rewards/membership when the customer joins premium, not for every change.
  membership_purchase: [],
  giveaway_entries: ['GET /rewards/v3/entries'],
  favourite_numbers: ['PUT /v2/favourite-numbers'],
  subscription_manage: [
    'GET /v2/public/pdf/subscription/:file',
    'GET /v2/subscriptions',
    'GET /v2/subscriptions/:id',
    'PATCH /v2/subscriptions/:id',
    'PATCH /v2/subscriptions/:id/status',
  ],
  manage_notification_settings: [
    'GET /v2/customer/:id/communication-preferences',
    'PUT /v2/customer/:id/communication-preferences',
  ],
  // FAQ, terms and blog texts come through the content calls every page shares.
  faq: [],
  terms_of_use: [],
  blog: [],
  partner_purchase: [
    'POST /v2/anon-cart/partner/:slug',
    'POST /v2/cart/partner/:slug',
    'POST /v2/cart/partner/:slug/purchase',
    'GET /v2/partners/:slug',
  ],
  // Reading the details (my details) has no capability requirement; changing them has.
  account_details_manage: ['POST /v2/customer/details'],
  customer_deactivate: ['DELETE /v2/customer'],
  customer_chat: [
    'GET /v2/support/conversation',
    'POST /v2/support/conversation/close',
    'POST /v2/support/conversation/messages',
  ],
  vouchers: ['POST /v2/anon-cart/:token/promotion', 'POST /v2/cart/promotion'],
  // POST /v2/event also takes analytics events, so no route declares it: the events module
  // refuses a feedback event alone without the capability.
  feedback: [],
  // Visual: the banner's texts are content items.
  sitewide_banner: [],
  customer_migration: ['POST /v2/migration/migrate'],
  notifications_feed: [
    'GET /v2/notifications',
    'POST /v2/notifications/:id/viewed',
    'GET /v2/notifications/unviewed-count',
    'POST /v2/notifications/viewed',
  ],
  // Visual: the link colour.
  rebrand: [],
  placements: [
    'GET /recommend/placement',
    'POST /recommend/placement/cart/prime',
    'GET /v2/orders/recommended',
  ],
  // The pre-cart's recommended draws are a placement (`pre_cart_recommended`): the placement calls.
  pre_cart_recommended_draws: [],
  // Chosen by the `sv` query parameter; every sub-variant uses the same calls.
  sub_variants: [],
  // Decides how cards are taken (the shop's own form or the gateway's); the calls are the same.
  pci_certified: [],
};

/** The capabilities a call needs, for a method and a path as the API registers them. */
export function capabilitiesOfCall(method: string, path: string): CapabilityName[] {
  const call = `${method} ${path}`;
  return (Object.keys(capabilityCalls) as CapabilityName[]).filter((capability) =>
    capabilityCalls[capability].includes(call),
  );
}
