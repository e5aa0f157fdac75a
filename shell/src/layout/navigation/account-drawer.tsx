import { layoutTexts } from 'shared-kernel/contract/texts';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { accountAreasFor } from 'shared-kernel/contract/customer';
import { navigationLabelOf } from 'shared-kernel/contract/format';
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
  const { t, translator } = useTranslation(layoutTexts);

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
    { label: navigationLabelOf(translator, 'My account'), path: '/my-account' },
    ...accountAreasFor(capabilities).map((area) => ({
      ...area,
      label: navigationLabelOf(translator, area.label),
    })),
    { label: t('nav.log_out'), path: '/logout' },
  ];
  return (
    <nav
      id={accountDrawerId}
      ref={drawerRef}
      className="navigation-drawer navigation-drawer--account"
      aria-label={t('nav.account_menu')}
      hidden={!isOpen}
    >
      {customer ? (
        <p className="account-drawer__greeting">
          {t('nav.greeting', { firstname: customer.firstname })}
        </p>
      ) : null}
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
