import { layoutTexts } from 'shared-kernel/contract/texts';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { selectSessionCustomer } from '../../session/session-selectors';
import { selectGrantedCapabilities } from '../site-data/site-data-selectors';

const detailsPath = '/my-account/my-details';

/**
 * product.md §2: on every page but the details page, a customer who must confirm their address
 * or email is asked to; without account-details-manage the button goes to the account page.
 */
export function ConfirmationBanner() {
  const customer = useSelector(selectSessionCustomer);
  const capabilities = useSelector(selectGrantedCapabilities);
  const { pathname } = useLocation();
  const { t } = useTranslation(layoutTexts);
  if (!customer) return null;
  if (pathname.toLowerCase().replace(/\/+$/, '') === detailsPath) return null;
  const needsAddress = customer.addressConfirmationRequired;
  const needsEmail = customer.emailAddressConfirmationRequired;
  if (!needsAddress && !needsEmail) return null;
  const target = capabilities.includes('account_details_manage') ? detailsPath : '/my-account';
  return (
    <aside className="confirmation-banner" aria-label={t('layout.confirm_details')}>
      <p>{needsAddress ? t('layout.confirm_address') : t('layout.confirm_email')}</p>
      <Link className="button" to={target}>
        {needsAddress ? t('layout.update_address') : t('layout.update_email')}
      </Link>
    </aside>
  );
}
