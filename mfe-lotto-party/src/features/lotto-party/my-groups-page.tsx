import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Pagination, pageCountOf, pageNumberOf, useTranslation } from 'remote-kit';
import { groupListPageSize } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import { loginPathOf, myGroupsPathOf, returnState } from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { PartState, shownValueOf } from '../../shared/part-state';
import { CreateGroupButton } from './create-group-button';
import { GroupList } from './group-list';
import { groupsPageOpened, selectLottoPartyHome } from './lotto-party-slice';

/** /lotto-party/groups/{page}: the groups the customer is in, 6 a page. */
export function MyGroupsPage() {
  const headingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
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
    body = <p>{t('lotto_party.unavailable')}</p>;
  } else if (access.status === 'ready' && !access.isSignedIn) {
    body = (
      <p>
        <Link to={loginPathOf(returnPath)} state={returnState(returnPath)}>
          {t('lotto_party.log_in_to_see_groups')}
        </Link>
      </p>
    );
  } else if (shown) {
    body =
      shown.entities.length === 0 ? (
        <p>
          {t('lotto_party.not_in_group')} <CreateGroupButton />
        </p>
      ) : (
        <>
          <GroupList groups={shown.entities} />
          <Pagination
            page={page}
            pageCount={pageCountOf(shown.pageInfo.total, groupListPageSize)}
            pathOf={myGroupsPathOf}
            label={t('lotto_party.my_group_pages')}
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
        what={t('lotto_party.groups_loading')}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="lotto-party">
      <LottoPartyStyles />
      <h1 id={headingId}>{t('lotto_party.my_groups_heading')}</h1>
      <p>
        <Link to="/lotto-party">{t('lotto_party.about_lotto_party')}</Link>
      </p>
      {body}
    </section>
  );
}
