import { useSelector } from 'react-redux';
import { type RootState } from '../../root-state';

const selectIsRouting = (state: RootState) => state.routeTransition.isRouting;

/** Visible while single-spa is routing: loading and mounting the remote of the new page. */
export function RouteTransitionIndicator() {
  const isRouting = useSelector(selectIsRouting);
  if (!isRouting) return null;
  return (
    <div className="route-transition" role="progressbar" aria-label="Loading page">
      <div className="route-transition__bar" />
    </div>
  );
}
