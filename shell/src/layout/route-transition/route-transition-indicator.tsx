import { layoutTexts } from 'shared-kernel/contract/texts';
import { useSelector } from 'react-redux';
import { useTranslation } from 'remote-kit';
import { type RootState } from '../../root-state';

const selectIsRouting = (state: RootState) => state.routeTransition.isRouting;

/** Visible while single-spa is routing: loading and mounting the remote of the new page. */
export function RouteTransitionIndicator() {
  const isRouting = useSelector(selectIsRouting);
  const { t } = useTranslation(layoutTexts);
  if (!isRouting) return null;
  return (
    <div className="route-transition" role="progressbar" aria-label={t('layout.loading_page')}>
      <div className="route-transition__bar" />
    </div>
  );
}
