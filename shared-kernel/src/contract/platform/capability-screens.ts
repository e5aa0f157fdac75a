import { type CapabilityName } from './capabilities';

/**
 * The screens each capability shows (product.md §2, §6), as route patterns of the route tables
 * (a remote's `src/routes.tsx` and package.json `shop.routes`, the shell's own routes). A route
 * listed under several capabilities needs all of them. A route in no list needs none ("no
 * capability requirement": login, my details, receipt, product offer pages, withdraw details…).
 * remote-kit's `defineRemote` gates every listed route of a remote and the shell its own routes,
 * so adding a pattern here is all it takes to gate a screen; the shell also hides the links to it.
 */
export const capabilityScreens: Readonly<Record<CapabilityName, readonly string[]>> = {
  native_app: ['/app', '/app/android', '/app/android/install'],
  causes_directory: ['/causes', '/causes/:causeSlug', '/causes/:causeSlug/:offerUrl'],
  commercial_lotteries: ['/lotto-tickets'],
  charity_lotteries: ['/charity-tickets'],
  multi_offer_site: [],
  syndicates: ['/syndicates'],
  social_syndicates: [
    '/social-play',
    '/lotto-party',
    '/lotto-party/groups/:page',
    '/lotto-party/group',
    '/lotto-party/group/:groupId',
    '/lotto-party/group/:groupId/sessions/:page',
    '/lotto-party/order/:sessionId',
    '/my-account/lotto-party',
    '/my-account/lotto-party/:page',
    '/my-account/lotto-party/ticket/:id',
    '/my-account/lotto-party/session/:id',
    '/my-account/lotto-party/group/:id/:page',
  ],
  // Its about page stays open (product.md §2 lists it with no condition); the footer link goes.
  responsible_gambling: ['/my-account/take-a-break'],
  cookie_consent: [],
  viewing_orders: [
    '/my-account/upcoming-tickets',
    '/my-account/upcoming-tickets/:page',
    '/my-account/upcoming-tickets/:page/ticket/:id',
    '/my-account/past-tickets',
    '/my-account/past-tickets/:page',
    '/my-account/past-tickets/:page/ticket/:id',
    '/my-account/syndicate-tickets/share/:id',
    '/my-account/print-tickets',
  ],
  autoplay_manage: [
    '/my-account/autoplay',
    '/my-account/autoplay/:page',
    '/my-account/autoplay/:page/ticket/:id',
  ],
  combined_recurring_purchases: [
    '/my-account/recurring-purchases',
    '/my-account/recurring-purchases/:page',
    '/my-account/scheduled-purchases/:id',
  ],
  wallet_manage: [
    '/my-account/cards-and-accounts',
    '/my-account/transactions',
    '/my-account/transactions/:page',
  ],
  // Deposit authorisation, details and failure have no requirement (product.md §6): a payment
  // already under way always reaches its outcome.
  wallet_deposit: [
    '/deposit',
    '/my-account/deposit',
    '/my-account/deposit/summary/:transactionID',
    '/my-account/deposit/details/:depositID/success',
    '/my-account/deposit/:depositId/cancel',
  ],
  // Withdraw details have no requirement (product.md §6): a withdrawal made stays viewable.
  wallet_withdrawal: ['/my-account/withdraw', '/my-account/withdraw/summary/:transactionID'],
  wallet_balance: [],
  spend_limits: ['/my-account/spend-limits'],
  deposit_limits: [],
  verify_id: ['/my-account/verify-account', '/my-account/manual-verification'],
  membership_program: [
    '/daily-winners',
    '/daily-winners/winners',
    '/daily-winners/deposit',
    '/daily-winners/giveaways/:giveawayType/:drawNumber',
    '/daily-winners/membership-tiers',
    '/my-account/current-giveaways',
    '/my-account/current-giveaways/:page',
    '/my-account/closed-giveaways',
    '/my-account/closed-giveaways/:page',
  ],
  membership_purchase: ['/daily-winners/deposit'],
  giveaway_entries: [
    '/my-account/current-giveaways',
    '/my-account/current-giveaways/:page',
    '/my-account/closed-giveaways',
    '/my-account/closed-giveaways/:page',
  ],
  favourite_numbers: ['/my-account/favourite-numbers'],
  subscription_manage: [
    '/my-account/subscriptions',
    '/my-account/subscriptions/:page',
    '/my-account/subscriptions/:page/ticket/:id',
  ],
  // The preferences link of an email (/communication-preferences/{id}) opens signed out too.
  manage_notification_settings: ['/communication-preferences'],
  // /about/faq shows only while this capability is absent (product.md §2): the shell drops it.
  faq: [],
  terms_of_use: ['/about/terms-of-use'],
  blog: ['/blog', '/blog/category/:slug/:page?', '/blog/:blogSlug'],
  partner_purchase: [
    '/purchase/:partnerSlug',
    '/purchase/:partnerSlug/receipt/:checkoutId',
    '/purchase/:partnerSlug/autologin/:autologinToken',
  ],
  account_details_manage: [],
  customer_deactivate: ['/close-my-account'],
  customer_chat: [],
  vouchers: [],
  feedback: [],
  sitewide_banner: [],
  customer_migration: [],
  notifications_feed: [],
  rebrand: [],
  placements: [],
  pre_cart_recommended_draws: [],
  sub_variants: [],
  pci_certified: [],
};

/**
 * Where a capability gates a part of a screen rather than a route: the accessible names (or the
 * roles) of the links, buttons and blocks it shows. Links to the screens above follow the screens
 * (`isPathGranted`) and are not repeated here.
 */
export const capabilityElements: Readonly<Record<CapabilityName, readonly string[]>> = {
  native_app: ['Get the app (app download links)'],
  causes_directory: ['Causes (navigation link)'],
  commercial_lotteries: ['Lotto tickets (navigation link)', 'lottery-tickets banner of the footer'],
  charity_lotteries: ['Charity tickets (navigation link)'],
  multi_offer_site: ['double-column offer links of the footer'],
  syndicates: ['Syndicates (navigation link)'],
  social_syndicates: ['Lotto Party (navigation link)', 'Create a group (lotto-party modal)'],
  responsible_gambling: ['Responsible gambling (footer link)', 'Take a break (account link)'],
  cookie_consent: ['cookie consent banner (essential and non-essential categories)'],
  viewing_orders: ['Upcoming tickets', 'Past tickets', 'Print tickets (account links)'],
  autoplay_manage: ['Autoplay (account link)'],
  combined_recurring_purchases: ['Recurring purchases (account link)'],
  wallet_manage: ['Cards and accounts (account link)', 'Transactions (account link)'],
  wallet_deposit: ['Deposit (account link, navigation link)'],
  wallet_withdrawal: ['Withdraw (account link, wallet link)', 'Make another withdrawal'],
  wallet_balance: [
    'Account button with the available funds',
    'Available funds (account dashboard)',
  ],
  spend_limits: ['Spend limits (account link)'],
  deposit_limits: ['Deposit limits (spend limits page)'],
  verify_id: ['Verify my account (account link)'],
  membership_program: ['Daily Winners (navigation item and its dot badge)', 'membership calls'],
  membership_purchase: ['Join premium (membership prompts)'],
  giveaway_entries: ['Your entry (giveaway)', 'Current giveaways', 'Closed giveaways'],
  favourite_numbers: ['Favourite numbers (account link)', 'favourite numbers on the play page'],
  subscription_manage: ['Subscriptions (account link)'],
  manage_notification_settings: ['Communication preferences (account link)'],
  faq: ['Frequently asked questions (about page, shown only without the capability)'],
  terms_of_use: ['Terms of use (footer link)'],
  blog: ['News (footer link)'],
  partner_purchase: [],
  account_details_manage: ['Update address', 'Update email (confirmation banner)'],
  customer_deactivate: ['Close my account (account link)'],
  customer_chat: ['online chat (support widget)'],
  vouchers: ['promotion code (cart and checkout)'],
  feedback: ['Share your feedback (footer block)', 'Give feedback (feedback banner)'],
  sitewide_banner: ['sitewide banner with its Dismiss button'],
  customer_migration: ['migration modal'],
  notifications_feed: ['Notifications (bell button and its card feed)'],
  rebrand: ['link colour'],
  placements: ['placements (content slots)'],
  pre_cart_recommended_draws: ['recommended draws (pre-cart drawer)'],
  sub_variants: ['sub-variant (sv query parameter)'],
  pci_certified: ['card number fields (payment forms)'],
};

/** The capabilities a route pattern of a route table needs (all of them). */
export function capabilitiesOfRoute(pattern: string): CapabilityName[] {
  return (Object.keys(capabilityScreens) as CapabilityName[]).filter((name) =>
    capabilityScreens[name].includes(pattern),
  );
}

/** Whether a concrete path answers a route pattern (`:param`, `:param?` at the end, `*`). */
export function pathMatchesRoute(pathname: string, pattern: string): boolean {
  const pathSegments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const patternSegments = pattern.split('/').filter(Boolean);
  for (const [index, segment] of patternSegments.entries()) {
    if (segment === '*') return true;
    const value = pathSegments[index];
    if (value === undefined) return segment.startsWith(':') && segment.endsWith('?');
    if (segment.startsWith(':')) continue;
    if (segment.toLowerCase() !== value.toLowerCase()) return false;
  }
  return pathSegments.length === patternSegments.length;
}

/** The capabilities the screen at a concrete path needs: for links to it (navigation, footer). */
export function capabilitiesOfPath(pathname: string): CapabilityName[] {
  return (Object.keys(capabilityScreens) as CapabilityName[]).filter((name) =>
    capabilityScreens[name].some((pattern) => pathMatchesRoute(pathname, pattern)),
  );
}

/** Whether the customer can open the screen at `pathname`: a link to it shows only then. */
export function isPathGranted(pathname: string, granted: readonly CapabilityName[]): boolean {
  return capabilitiesOfPath(pathname).every((name) => granted.includes(name));
}
