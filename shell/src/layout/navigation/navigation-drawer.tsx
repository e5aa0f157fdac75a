import { layoutTexts } from 'shared-kernel/contract/texts';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'remote-kit';
import { navigationLabelOf } from 'shared-kernel/contract/format';
import { selectSecondaryNavigationItems } from '../site-data/site-data-selectors';
import { type NavigationItem } from '../site-data/site-data-types';
import { SiteLink } from '../site-link';
import {
  MembershipDot,
  selectMembershipBadge,
  selectSpecialLabel,
  selectVisiblePrimaryNavigationItems,
  type MembershipBadge,
} from './membership-badge';

export const primaryNavigationDrawerId = 'primary-navigation-drawer';

interface NavigationDrawerProps {
  isOpen: boolean;
  /** Escape: close and give focus back to the menu toggle. */
  onClose: () => void;
  /** A link was followed: close. */
  onNavigate: () => void;
}

function NavigationList({
  items,
  label,
  onNavigate,
  badged,
}: {
  items: readonly NavigationItem[];
  label: string;
  onNavigate: () => void;
  /** The item of this label carries the membership dot, when there is one. */
  badged?: { label: string; badge: MembershipBadge | null };
}) {
  const { translator } = useTranslation(layoutTexts);
  if (items.length === 0) return null;
  return (
    <ul className="navigation-drawer__list" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.label}-${item.route}`}>
          <SiteLink
            href={item.route}
            routeType={item.routeType}
            className="navigation-drawer__link"
            onNavigate={onNavigate}
          >
            {navigationLabelOf(translator, item.label)}
            {badged?.badge && item.label === badged.label ? (
              <MembershipDot badge={badged.badge} />
            ) : null}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The primary navigation drawer: items of `/v2/config` navigation.primary and secondary. */
export function NavigationDrawer({ isOpen, onClose, onNavigate }: NavigationDrawerProps) {
  const primaryItems = useSelector(selectVisiblePrimaryNavigationItems);
  const specialLabel = useSelector(selectSpecialLabel);
  const badge = useSelector(selectMembershipBadge);
  const secondaryItems = useSelector(selectSecondaryNavigationItems);
  const drawerRef = useRef<HTMLElement>(null);
  const { t } = useTranslation(layoutTexts);

  useEffect(() => {
    if (!isOpen) return;
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, onClose]);

  return (
    <nav
      id={primaryNavigationDrawerId}
      ref={drawerRef}
      className="navigation-drawer"
      aria-label={t('nav.main_menu')}
      hidden={!isOpen}
    >
      <NavigationList
        items={primaryItems}
        label={t('nav.shop')}
        onNavigate={onNavigate}
        badged={{ label: specialLabel, badge }}
      />
      <NavigationList
        items={secondaryItems}
        label={t('nav.your_account')}
        onNavigate={onNavigate}
      />
    </nav>
  );
}
