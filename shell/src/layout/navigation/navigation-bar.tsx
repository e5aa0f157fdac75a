import { layoutTexts } from 'shared-kernel/contract/texts';
import { useCallback, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { formatCurrency } from 'shared-kernel/contract/format';
import { selectSessionCustomer } from '../../session/session-selectors';
import { loadedOnFirstUse } from '../loaded-on-first-use';
import { selectGrantedCapabilities, selectSiteName } from '../site-data/site-data-selectors';
import { AccountDrawer, accountDrawerId } from './account-drawer';
import { NavigationDrawer, primaryNavigationDrawerId } from './navigation-drawer';
import {
  cartLinkLabelOf,
  selectCartItemCount,
  selectIsAuthenticated,
} from './navigation-selectors';

// The bell's code loads for a signed-in customer with the feed, not with every page; its place
// is kept meanwhile, so the other actions do not move when it arrives.
const bell = loadedOnFirstUse(
  () => import('./notification-bell').then((module) => module.NotificationBell),
  <span className="navigation-bar__action notification-bell__placeholder" aria-hidden="true" />,
);

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M3 6h18M3 12h18M3 18h18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** Main navigation bar (product.md §2): menu toggle, logo home link, login or account, cart. */
export function NavigationBar() {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [isAccountDrawerOpen, setIsAccountDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const accountToggleRef = useRef<HTMLButtonElement>(null);
  const siteName = useSelector(selectSiteName);
  const cartItemCount = useSelector(selectCartItemCount);
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const customer = useSelector(selectSessionCustomer);
  const capabilities = useSelector(selectGrantedCapabilities);
  const { t } = useTranslation(layoutTexts);
  const accountLabel = t('nav.account');
  // product.md §2: 'Account', with the available funds when the wallet-balance capability is on.
  const funds =
    capabilities.includes('wallet_balance') && customer?.availableFunds
      ? formatCurrency(customer.availableFunds.amount)
      : null;

  const closeDrawer = useCallback(() => {
    setIsDrawerOpen(false);
    toggleRef.current?.focus();
  }, []);
  const closeDrawerAfterNavigation = useCallback(() => setIsDrawerOpen(false), []);
  const closeAccountDrawer = useCallback(() => {
    setIsAccountDrawerOpen(false);
    accountToggleRef.current?.focus();
  }, []);
  const closeAccountDrawerAfterNavigation = useCallback(() => setIsAccountDrawerOpen(false), []);

  const cartLabel = t('nav.cart');

  return (
    <header className="navigation-bar">
      <div className="navigation-bar__inner">
        <button
          ref={toggleRef}
          type="button"
          className="navigation-bar__menu-toggle"
          aria-expanded={isDrawerOpen}
          aria-controls={primaryNavigationDrawerId}
          onClick={() => {
            setIsAccountDrawerOpen(false);
            setIsDrawerOpen((isOpen) => !isOpen);
          }}
        >
          <MenuIcon />
          <span className="navigation-bar__menu-label">{t('nav.menu')}</span>
        </button>
        <Link to="/" className="navigation-bar__logo" aria-label={t('nav.home', { siteName })}>
          <span aria-hidden="true" className="navigation-bar__logo-mark">
            ★
          </span>
          <span>{siteName}</span>
        </Link>
        <div className="navigation-bar__actions">
          {isAuthenticated && capabilities.includes('notifications_feed') ? <bell.Part /> : null}
          {isAuthenticated ? (
            <button
              ref={accountToggleRef}
              type="button"
              className="navigation-bar__action navigation-bar__account"
              aria-expanded={isAccountDrawerOpen}
              aria-controls={accountDrawerId}
              onClick={() => {
                setIsDrawerOpen(false);
                setIsAccountDrawerOpen((isOpen) => !isOpen);
              }}
            >
              {accountLabel}
              {funds ? <span className="navigation-bar__funds"> {funds}</span> : null}
            </button>
          ) : (
            <Link to="/login" className="navigation-bar__action">
              {t('nav.login')}
            </Link>
          )}
          <Link
            to="/cart"
            className="navigation-bar__action navigation-bar__cart"
            aria-label={cartLinkLabelOf(cartLabel, cartItemCount)}
          >
            <CartIcon />
            <span className="navigation-bar__cart-count" aria-hidden="true">
              {cartItemCount}
            </span>
          </Link>
        </div>
      </div>
      <NavigationDrawer
        isOpen={isDrawerOpen}
        onClose={closeDrawer}
        onNavigate={closeDrawerAfterNavigation}
      />
      {isAuthenticated ? (
        <AccountDrawer
          isOpen={isAccountDrawerOpen}
          onClose={closeAccountDrawer}
          onNavigate={closeAccountDrawerAfterNavigation}
        />
      ) : null}
    </header>
  );
}
