import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import {
  selectPrimaryNavigationItems,
  selectSecondaryNavigationItems,
} from '../site-data/site-data-selectors';
import { type NavigationItem } from '../site-data/site-data-types';
import { SiteLink } from '../site-link';

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
}: {
  items: readonly NavigationItem[];
  label: string;
  onNavigate: () => void;
}) {
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
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The primary navigation drawer: items of `/v2/config` navigation.primary and secondary. */
export function NavigationDrawer({ isOpen, onClose, onNavigate }: NavigationDrawerProps) {
  const primaryItems = useSelector(selectPrimaryNavigationItems);
  const secondaryItems = useSelector(selectSecondaryNavigationItems);
  const drawerRef = useRef<HTMLElement>(null);

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
      aria-label="Main menu"
      hidden={!isOpen}
    >
      <NavigationList items={primaryItems} label="Shop" onNavigate={onNavigate} />
      <NavigationList items={secondaryItems} label="Your account" onNavigate={onNavigate} />
    </nav>
  );
}
