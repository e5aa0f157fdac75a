import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { selectHomeFailure, selectHomeStatus, selectProductOffers } from '../home/home-selectors';
import { homePageOpened } from '../home/home-slice';

/** The offers, loading them when the page is the first to need them. */
export function useProductOffers(): {
  productOffers: ProductOffer[];
  status: string;
  failureStatus: number | null;
} {
  const dispatch = useDispatch();
  const status = useSelector(selectHomeStatus);
  const failure = useSelector(selectHomeFailure);
  const productOffers = useSelector(selectProductOffers);
  useEffect(() => {
    if (status === 'idle') dispatch(homePageOpened());
  }, [dispatch, status]);
  return { productOffers, status, failureStatus: failure?.status ?? null };
}
