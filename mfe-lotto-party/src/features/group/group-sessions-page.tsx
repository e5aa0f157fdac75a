import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Pagination, pageCountOf, pageNumberOf, useTranslation } from 'remote-kit';
import { groupSessionsPageSize } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import { groupPathOf, groupSessionsPathOf } from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { PartState, shownValueOf } from '../../shared/part-state';
import { SessionList } from './group-parts';
import { groupKeyOf, groupOpened, selectGroupPage, sessionsKeyOf } from './group-slice';

/** /lotto-party/group/{groupId}/sessions/{page}: the group's sessions, 10 a page. */
export function GroupSessionsPage() {
  const headingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const params = useParams();
  const groupId = params.groupId ?? '';
  const page = pageNumberOf(params.page);
  const { access, group, sessions } = useSelector(selectGroupPage);
  const load = () => {
    dispatch(groupOpened(groupId, page));
  };
  useEffect(load, [dispatch, groupId, page]);
  const groupName =
    group.key === groupKeyOf(groupId) && group.value
      ? group.value.groupName
      : t('lotto_party.group_heading');
  const sessionsKey = sessionsKeyOf(groupId, page);
  const shown = shownValueOf(sessions, sessionsKey);

  let body;
  if (access.status === 'unavailable') {
    body = <p>{t('lotto_party.unavailable')}</p>;
  } else if (shown) {
    body = (
      <>
        <SessionList sessions={shown.entities} />
        <Pagination
          page={page}
          pageCount={pageCountOf(shown.pageInfo.total, groupSessionsPageSize)}
          pathOf={(number) => groupSessionsPathOf(groupId, number)}
          label={t('lotto_party.session_pages')}
        />
      </>
    );
  } else {
    body = (
      <PartState
        part={sessions}
        partKey={sessionsKey}
        access={access}
        retry={load}
        what={t('lotto_party.group_sessions_loading')}
      />
    );
  }
  return (
    <section aria-labelledby={headingId} className="lotto-party-group">
      <LottoPartyStyles />
      <h1 id={headingId}>{t('lotto_party.group_sessions_heading', { groupName })}</h1>
      <p>
        <Link to={groupPathOf(groupId)}>{t('lotto_party.back_to_group')}</Link>
      </p>
      {body}
    </section>
  );
}
