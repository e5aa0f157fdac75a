import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { accountAreasFor } from 'shared-kernel/contract/customer';
import { selectSessionCustomer } from '../../session/session-selectors';
import { selectGrantedCapabilities } from '../site-data/site-data-selectors';

export const accountDrawerId = 'account-drawer';

interface AccountDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  onNavigate: () => void;
}

/** The account drawer the Account button opens (product.md §2), links by capability. */
export function AccountDrawer({ isOpen, onClose, onNavigate }: AccountDrawerProps) {
  const capabilities = useSelector(selectGrantedCapabilities);
  const customer = useSelector(selectSessionCustomer);
  const drawerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    drawerRef.current?.querySelector<HTMLElement>('a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, onClose]);

  // The account's areas (the dashboard lists the same), between the dashboard and logging out.
  const links = [
    { label: 'My account', path: '/my-account' },
    ...accountAreasFor(capabilities),
    { label: 'Log out', path: '/logout' },
  ];
  return (
    <nav
      id={accountDrawerId}
      ref={drawerRef}
      className="navigation-drawer navigation-drawer--account"
      aria-label="Account menu"
      hidden={!isOpen}
    >
      {customer ? <p className="account-drawer__greeting">Hi {customer.firstname}</p> : null}
      <ul className="navigation-drawer__list">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="navigation-drawer__link" onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
