import { type CapabilityName } from '../platform/capabilities';
import { isPathGranted } from '../platform/capability-screens';

/** An area of the customer's account: where it lives and the capability that shows it. */
export interface AccountArea {
  label: string;
  path: string;
  capability?: CapabilityName;
}

/**
 * Every area of the account, in the order a customer looks for them. The account drawer (shell)
 * and the account dashboard (mfe-account) both list these, so the two never disagree.
 */
export const accountAreas: readonly AccountArea[] = [
  {
    label: 'Upcoming tickets',
    path: '/my-account/upcoming-tickets/1',
    capability: 'viewing_orders',
  },
  { label: 'Past tickets', path: '/my-account/past-tickets/1', capability: 'viewing_orders' },
  { label: 'Print tickets', path: '/my-account/print-tickets', capability: 'viewing_orders' },
  {
    label: 'Current giveaways',
    path: '/my-account/current-giveaways/1',
    capability: 'giveaway_entries',
  },
  {
    label: 'Closed giveaways',
    path: '/my-account/closed-giveaways/1',
    capability: 'giveaway_entries',
  },
  { label: 'Lotto Party', path: '/my-account/lotto-party/1', capability: 'social_syndicates' },
  { label: 'Autoplay', path: '/my-account/autoplay/1', capability: 'autoplay_manage' },
  {
    label: 'Subscriptions',
    path: '/my-account/subscriptions/1',
    capability: 'subscription_manage',
  },
  {
    label: 'Recurring purchases',
    path: '/my-account/recurring-purchases/1',
    capability: 'combined_recurring_purchases',
  },
  { label: 'Deposit', path: '/deposit', capability: 'wallet_deposit' },
  { label: 'Withdraw', path: '/my-account/withdraw', capability: 'wallet_withdrawal' },
  {
    label: 'Cards and accounts',
    path: '/my-account/cards-and-accounts',
    capability: 'wallet_manage',
  },
  { label: 'Transactions', path: '/my-account/transactions/1', capability: 'wallet_manage' },
  { label: 'My details', path: '/my-account/my-details' },
  { label: 'Verify my account', path: '/my-account/verify-account', capability: 'verify_id' },
  {
    label: 'Favourite numbers',
    path: '/my-account/favourite-numbers',
    capability: 'favourite_numbers',
  },
  {
    label: 'Communication preferences',
    path: '/communication-preferences',
    capability: 'manage_notification_settings',
  },
  { label: 'Spend limits', path: '/my-account/spend-limits', capability: 'spend_limits' },
  { label: 'Precommitment limit', path: '/my-account/precommitment-limit' },
  {
    label: 'Take a break',
    path: '/my-account/take-a-break',
    capability: 'responsible_gambling',
  },
  { label: 'Activity statement', path: '/my-account/activity-statement' },
  { label: 'Login and security', path: '/my-account/login-and-security' },
  { label: 'Change password', path: '/change-Password' },
  { label: 'Close my account', path: '/close-my-account', capability: 'customer_deactivate' },
];

/** The areas a customer with these capabilities sees: those whose screens they may open. */
export function accountAreasFor(capabilities: readonly CapabilityName[]): AccountArea[] {
  return accountAreas.filter(
    (area) =>
      (!area.capability || capabilities.includes(area.capability)) &&
      isPathGranted(area.path, capabilities),
  );
}
