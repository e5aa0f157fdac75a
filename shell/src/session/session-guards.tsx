import { layoutTexts } from 'shared-kernel/contract/texts';
import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { hasCapabilities, type CapabilityName } from 'shared-kernel/contract/platform';
import { NotAvailablePage, PageLoading, useTranslation } from 'remote-kit';
import {
  selectCapabilitiesStatus,
  selectGrantedCapabilities,
} from '../layout/site-data/site-data-selectors';
import {
  selectSessionCustomer,
  selectSessionRedirect,
  selectSessionStatus,
} from './session-selectors';
import { sessionRedirectFollowed } from './session-slice';

/** A protected screen: visitors are sent to log in, and come back afterwards. */
export function RequireAuthentication({ children }: { children: ReactNode }) {
  const status = useSelector(selectSessionStatus);
  const location = useLocation();
  const { t } = useTranslation(layoutTexts);
  if (status === 'restoring') {
    return (
      <p role="status" className="shell-page">
        {t('account_session.loading_account')}
      </p>
    );
  }
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}

interface RequireCapabilitiesProps {
  /** One capability, or a list that must all be granted (product.md §6). */
  capabilities: CapabilityName | readonly CapabilityName[];
  children: ReactNode;
  /** Shown without them; default the not-available page. */
  fallback?: ReactNode;
}

/** A screen of the shell behind capabilities: a loader until they are known. */
export function RequireCapabilities({
  capabilities,
  children,
  fallback,
}: RequireCapabilitiesProps) {
  const granted = useSelector(selectGrantedCapabilities);
  const status = useSelector(selectCapabilitiesStatus);
  if (hasCapabilities(granted, capabilities)) return <>{children}</>;
  if (status === 'idle' || status === 'loading') return <PageLoading />;
  return <>{fallback ?? <NotAvailablePage />}</>;
}

const pathsAllowedWhileFlagged = ['/logout', '/force-password-change'];

function isOnPath(pathname: string, path: string): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, '');
  return current === path || current.startsWith(`${path}/`);
}

/**
 * Base layout rules (product.md §2): a flagged customer is held on the password-change or
 * upgrade-account page; a path a saga asked for (after logout, expiry) is followed once.
 */
export function SessionRedirects() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const redirectTo = useSelector(selectSessionRedirect);
  const customer = useSelector(selectSessionCustomer);

  useEffect(() => {
    if (!redirectTo) return;
    dispatch(sessionRedirectFollowed());
    void navigate(redirectTo, { replace: true });
  }, [dispatch, navigate, redirectTo]);

  useEffect(() => {
    if (redirectTo || !customer) return;
    if (customer.forcePasswordChange) {
      if (!pathsAllowedWhileFlagged.some((path) => isOnPath(pathname, path))) {
        void navigate('/force-password-change', { replace: true });
      }
      return;
    }
    if (
      customer.accountUpgrade &&
      !isOnPath(pathname, '/my-account/upgrade-account') &&
      !isOnPath(pathname, '/logout')
    ) {
      void navigate('/my-account/upgrade-account', { replace: true });
    }
  }, [customer, navigate, pathname, redirectTo]);

  return null;
}
