import { layoutTexts } from 'shared-kernel/contract/texts';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'remote-kit';
import { type RootState } from '../../root-state';
import { marketRegionChosen } from '../site-data/market-slice';
import { selectGrantedCapabilities, selectSiteConfig } from '../site-data/site-data-selectors';

const selectSubVariants = (state: RootState) => selectSiteConfig(state)?.subVariants;
const selectChosenSubVariant = (state: RootState) => state.market.subVariant;

/**
 * The visitor's region: the site's own market or one of its sub-variants (e.g. the United
 * Kingdom, in en-GB with pound labels). Shown with the sub_variants capability; a choice applies
 * at once and is kept a year, as `?sv=` is.
 */
export function RegionControl() {
  const id = useId();
  const dispatch = useDispatch();
  const { t } = useTranslation(layoutTexts);
  const capabilities = useSelector(selectGrantedCapabilities);
  const subVariants = useSelector(selectSubVariants);
  const chosen = useSelector(selectChosenSubVariant);
  if (!capabilities.includes('sub_variants') || !subVariants?.length) return null;
  return (
    <p className="site-footer__region">
      <label htmlFor={id}>{t('footer.region')}</label>{' '}
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => dispatch(marketRegionChosen(event.target.value || null))}
      >
        <option value="">{t('footer.region_default')}</option>
        {subVariants.map((subVariant) => (
          <option key={subVariant.key} value={subVariant.key}>
            {subVariant.name}
          </option>
        ))}
      </select>
    </p>
  );
}
