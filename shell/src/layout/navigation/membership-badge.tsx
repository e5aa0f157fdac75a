import { layoutTexts } from 'shared-kernel/contract/texts';
import { createSelector } from 'reselect';
import { useTranslation } from 'remote-kit';
import { dailyWinnersProgram, membershipNeedsAttention } from 'shared-kernel/contract/membership';
import { selectSessionCustomer, selectSessionStatus } from '../../session/session-selectors';
import { type SessionCustomer, type SessionStatus } from '../../session/session-slice';
import {
  selectGrantedCapabilities,
  selectPrimaryNavigationItems,
  selectTranslations,
  translationOf,
} from '../site-data/site-data-selectors';

/**
 * The configured special label (a layout text): the primary navigation item of that label is the
 * membership programme's, shown with the membership capability only and carrying the dot badge.
 */
export const specialLabelTextId = 'nav.special_label';
export const specialLabelDefault = 'Daily Winners';

/** The dot badge's accessible name. */
export type MembershipBadge = 'Not a member' | 'Entry locked';

/**
 * product.md §2 "Main navigation bar": a visitor or a non-member gets 'Not a member', a member
 * with a locked entry 'Entry locked', anyone else no dot. Nothing is shown while the signed-in
 * customer is not known yet.
 */
export function membershipBadgeOf(
  status: SessionStatus,
  customer: SessionCustomer | null,
): MembershipBadge | null {
  if (status === 'anonymous') return 'Not a member';
  if (!customer || !membershipNeedsAttention(customer.membershipPrograms)) return null;
  const entry = customer.membershipPrograms.find(
    (candidate) => candidate.membershipProgram === dailyWinnersProgram,
  );
  return entry?.membershipStatus === 'member' ? 'Entry locked' : 'Not a member';
}

export const selectSpecialLabel = createSelector(selectTranslations, (translations) =>
  translationOf(translations, specialLabelTextId, specialLabelDefault),
);

export const selectMembershipBadge = createSelector(
  selectSessionStatus,
  selectSessionCustomer,
  membershipBadgeOf,
);

/** The primary items this visitor sees: the programme's item needs the membership capability. */
export const selectVisiblePrimaryNavigationItems = createSelector(
  selectPrimaryNavigationItems,
  selectSpecialLabel,
  selectGrantedCapabilities,
  (items, specialLabel, capabilities) =>
    capabilities.includes('membership_program')
      ? items
      : items.filter((item) => item.label !== specialLabel),
);

/** The dot inside the programme's link; its name is read with the link's. */
export function MembershipDot({ badge }: { badge: MembershipBadge }) {
  const { t } = useTranslation(layoutTexts);
  const label =
    badge === 'Entry locked' ? t('layout.badge_entry_locked') : t('layout.badge_not_a_member');
  return <span role="img" aria-label={label} className="navigation-drawer__dot" />;
}
