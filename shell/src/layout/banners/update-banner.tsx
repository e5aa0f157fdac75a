import { layoutTexts } from 'shared-kernel/contract/texts';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { compositionUpdateDismissed } from '../../composition/composition-slice';
import { type RootState } from '../../root-state';
import { reloadPage } from '../error-pages/error-page';

/** Paths of a purchase in progress: a reload there could interrupt a payment. */
const checkoutPath = /^\/(cart\/buy|checkout|3ds|purchase|receipt)(\/|$)/i;

export function isCheckoutPath(pathname: string): boolean {
  return checkoutPath.test(pathname);
}

const selectNewerRevision = (state: RootState) => state.composition.newerRevision;
const selectIsUpdateDismissed = (state: RootState) => state.composition.isUpdateDismissed;

interface UpdateBannerProps {
  onReload?: () => void;
}

/**
 * Tells the customer, politely, that a newer release of the shop is out and a reload gets it.
 * Never during checkout: there it waits until the customer is on another page.
 */
export function UpdateBanner({ onReload = reloadPage }: UpdateBannerProps) {
  const newerRevision = useSelector(selectNewerRevision);
  const isDismissed = useSelector(selectIsUpdateDismissed);
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const { t } = useTranslation(layoutTexts);
  if (newerRevision === null || isDismissed || isCheckoutPath(pathname)) return null;
  return (
    <section className="update-banner" role="status" aria-label={t('update_banner.label')}>
      <p>{t('update_banner.text')}</p>
      <button type="button" className="button" onClick={onReload}>
        {t('update_banner.reload')}
      </button>
      <button
        type="button"
        className="button button--link"
        onClick={() => dispatch(compositionUpdateDismissed())}
      >
        {t('update_banner.later')}
      </button>
    </section>
  );
}
