import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ResourceData, ResourceKind, ResourceParams } from './resources-api';
import { resourceKeyOf, resourceRequested, type ResourcesState } from './resources-slice';

export interface ResourceView<Data> {
  status: 'loading' | 'loaded' | 'failed';
  data: Data | null;
  failureStatus: number | null;
  retry: () => void;
}

/** The data of one read, asked for when the page shows it (and when its parameters change). */
export function useResource<Kind extends ResourceKind>(
  kind: Kind,
  params: ResourceParams<Kind> | null,
): ResourceView<ResourceData<Kind>> {
  const dispatch = useDispatch();
  const key = params === null ? null : resourceKeyOf(kind, params);
  const entry = useSelector((state: { resources: ResourcesState }) =>
    key === null ? undefined : state.resources[key],
  );
  useEffect(() => {
    if (key !== null && params !== null) dispatch(resourceRequested(kind, params));
    // The key stands for the parameters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, kind, key]);
  return {
    status: entry?.status ?? 'loading',
    data: (entry?.data ?? null) as ResourceData<Kind> | null,
    failureStatus: entry?.failureStatus ?? null,
    retry: () => {
      if (params !== null) dispatch(resourceRequested(kind, params));
    },
  };
}
