import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { createGroupRequestOf, lottoPartyRouteRead } from './create-group-request';

/** Hands the shell every location with the create-group request its route state carries. */
export function useCreateGroupRequest(): void {
  const location = useLocation();
  const { pathname, key } = location;
  const dispatch = useDispatch();
  const request = createGroupRequestOf(location.state as unknown);
  const isRequested = request !== null;
  const groupId = request?.groupId;
  const groupName = request?.groupName;
  useEffect(() => {
    const requested = isRequested
      ? { ...(groupId ? { groupId } : {}), ...(groupName ? { groupName } : {}) }
      : null;
    dispatch(lottoPartyRouteRead(pathname, key, requested));
  }, [dispatch, pathname, key, isRequested, groupId, groupName]);
}
