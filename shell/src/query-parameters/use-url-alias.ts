import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { type RootState } from '../root-state';
import { marketRegionChosen } from '../layout/site-data/market-slice';

const selectSubVariants = (state: RootState) => state.siteData.config?.subVariants;

/**
 * A sub-variant's URL alias (e.g. `/uk`) chooses the sub-variant, as `?sv=` does, and shows the
 * route it stands for (e.g. `/`), keeping the query.
 */
export function useUrlAlias(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const subVariants = useSelector(selectSubVariants);
  useEffect(() => {
    const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
    for (const subVariant of subVariants ?? []) {
      const alias = subVariant.urlAliases.find((entry) => entry.path.toLowerCase() === path);
      if (!alias) continue;
      dispatch(marketRegionChosen(subVariant.key));
      void navigate(`${alias.route}${search}`, { replace: true });
      return;
    }
  }, [dispatch, navigate, pathname, search, subVariants]);
}
