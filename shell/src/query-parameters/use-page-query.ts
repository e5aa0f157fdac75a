import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { pageQueryRead } from './query-parameter-sagas';
import { useUrlAlias } from './use-url-alias';

/** Hands the shell every page's query string: the first page and each client-side navigation. */
export function usePageQuery(): void {
  const { search } = useLocation();
  const dispatch = useDispatch();
  useEffect(() => {
    if (search) dispatch(pageQueryRead(search));
  }, [dispatch, search]);
  useUrlAlias();
}
