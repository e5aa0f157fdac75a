import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { groupListPageSize } from 'shared-kernel/contract/social';
import { loginPathOf, myGroupsPathOf, returnState } from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { PartState, shownValueOf, unavailableText } from '../../shared/part-state';
import { CreateGroupButton } from './create-group-button';
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
  const groupsKey = String(page);
  const shown = shownValueOf(myGroups, groupsKey);

  let body;
  if (access.status === 'unavailable') {
    body = <p>{unavailableText}</p>;
  } else if (access.status === 'ready' && !access.isSignedIn) {
    body = (
      <p>
        <Link to={loginPathOf(returnPath)} state={returnState(returnPath)}>
          Log in to see your groups
        </Link>
      </p>
    );
  } else if (shown) {
    body =
      shown.entities.length === 0 ? (
        <p>
          You are not in a group yet. <CreateGroupButton />
        </p>
      ) : (
        <>
          <GroupList groups={shown.entities} />
          <Pagination
            page={page}
            pageCount={pageCountOf(shown.pageInfo.total, groupListPageSize)}
            pathOf={myGroupsPathOf}
            label="Pages of my groups"
          />
        </>
      );
  } else {
    body = (
      <PartState
        part={myGroups}
        partKey={groupsKey}
        access={access}
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
