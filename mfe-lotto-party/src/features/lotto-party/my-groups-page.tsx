import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { groupListPageSize } from 'shared-kernel/contract/social';
import { loginPathOf, myGroupsPathOf, returnState } from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { createGroupWizardRequested } from '../../shared/wizard-request';
import { GroupList } from './group-list';
import { groupsPageOpened, selectLottoPartyHome } from './lotto-party-slice';

/** /lotto-party/groups/{page}: the groups the customer is in, 6 a page. */
export function MyGroupsPage() {
  const headingId = useId();
  const dispatch = useDispatch();
  const page = pageNumberOf(useParams().page);
  const { access, myGroups } = useSelector(selectLottoPartyHome);
  const load = () => {
    dispatch(groupsPageOpened(page));
  };
  useEffect(load, [dispatch, page]);
  const returnPath = myGroupsPathOf(page);
  const isShown = myGroups.key === String(page);

  let body;
  if (access.status === 'unavailable') {
    body = <p>Lotto Party is not available for your account.</p>;
  } else if (access.status === 'ready' && !access.isSignedIn) {
    body = (
      <p>
        <Link to={loginPathOf(returnPath)} state={returnState(returnPath)}>
          Log in to see your groups
        </Link>
      </p>
    );
  } else if (isShown && myGroups.status === 'loaded' && myGroups.value) {
    body =
      myGroups.value.entities.length === 0 ? (
        <p>
          You are not in a group yet.{' '}
          <button
            type="button"
            className="button"
            onClick={() => dispatch(createGroupWizardRequested())}
          >
            Create a group
          </button>
        </p>
      ) : (
        <>
          <GroupList groups={myGroups.value.entities} />
          <Pagination
            page={page}
            pageCount={pageCountOf(myGroups.value.pageInfo.total, groupListPageSize)}
            pathOf={myGroupsPathOf}
            label="Pages of my groups"
          />
        </>
      );
  } else {
    const isFailed = access.status === 'failed' || (isShown && myGroups.status === 'failed');
    body = (
      <LoadState
        status={isFailed ? 'failed' : 'loading'}
        failureStatus={access.status === 'failed' ? access.failureStatus : myGroups.failureStatus}
        retry={load}
        what="your groups"
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="lotto-party">
      <LottoPartyStyles />
      <h1 id={headingId}>My groups</h1>
      <p>
        <Link to="/lotto-party">About Lotto Party and open sessions</Link>
      </p>
      {body}
    </section>
  );
}
