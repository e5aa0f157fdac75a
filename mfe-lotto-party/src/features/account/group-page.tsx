import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage, Pagination, pageCountOf, pageNumberOf, useTranslation } from 'remote-kit';
import { groupSessionsPageSize, type Group, type Session } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import {
  groupPathOf as publicGroupPathOf,
  money,
  publicityLabelOf,
  sharesText,
} from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { PartState, shownValueOf } from '../../shared/part-state';
import { AccountSubpage } from './account-subpage';
import { groupOpened, groupSessionsKeyOf, selectAccount } from './account-slice';
import { groupPathOf, sessionDrawText, sessionPathOf, sessionStatusText } from './account-text';

function GroupFacts({ group }: { group: Group }) {
  const { t } = useTranslation(lottoPartyTexts);
  return (
    <dl className="lotto-party__facts">
      <dt>{t('lotto_party.fact_publicity')}</dt>
      <dd>{publicityLabelOf(t, group.publicityStatus)}</dd>
      <dt>{t('lotto_party.fact_owner')}</dt>
      <dd>{group.isOwner ? t('lotto_party.you') : group.ownerName}</dd>
      <dt>{t('lotto_party.fact_members')}</dt>
      <dd>{group.memberCount}</dd>
      <dt>{t('lotto_party.fact_open_session')}</dt>
      <dd>
        {group.openSession ? (
          <Link to={sessionPathOf(group.openSession.sessionId)}>
            {sessionDrawText(t, group.openSession)}
          </Link>
        ) : (
          t('lotto_party.none')
        )}
      </dd>
    </dl>
  );
}

function SessionArticle({ session }: { session: Session }) {
  const headingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
  return (
    <article aria-labelledby={headingId} className="lotto-party__card">
      <h3 id={headingId}>
        <Link to={sessionPathOf(session.sessionId)}>{sessionDrawText(t, session)}</Link>
      </h3>
      <dl>
        <dt>{t('lotto_party.fact_status')}</dt>
        <dd>{sessionStatusText(t, session.status)}</dd>
        <dt>{t('lotto_party.fact_shares_sold')}</dt>
        <dd>
          {t('lotto_party.shares_sold_of_total', {
            sold: session.sharesSold,
            total: session.totalShares,
          })}
        </dd>
        <dt>{t('lotto_party.fact_share_price')}</dt>
        <dd>{money(session.sharePrice)}</dd>
        <dt>{t('lotto_party.fact_your_shares')}</dt>
        <dd>{session.myShares > 0 ? sharesText(t, session.myShares) : t('lotto_party.none')}</dd>
      </dl>
    </article>
  );
}

/** /my-account/lotto-party/group/{id}/{page}: one of the customer's groups, its sessions 10 a page. */
export function GroupPage() {
  const headingId = useId();
  const sessionsHeadingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const params = useParams();
  const id = params.id ?? '';
  const page = pageNumberOf(params.page);
  const { isAvailable, group: groupPart, groupSessions } = useSelector(selectAccount);
  const load = () => {
    dispatch(groupOpened(id, page));
  };
  useEffect(load, [dispatch, id, page]);
  if (groupPart.key === id && groupPart.status === 'failed' && groupPart.failureStatus === 404) {
    return <NotFoundPage />;
  }
  const group = shownValueOf(groupPart, id);
  const sessionsKey = groupSessionsKeyOf(id, page);
  const sessions = shownValueOf(groupSessions, sessionsKey);
  if (!isAvailable) {
    return (
      <section aria-labelledby={headingId} className="lotto-party">
        <LottoPartyStyles />
        <h1 id={headingId}>{t('lotto_party.group_heading')}</h1>
        <p>{t('lotto_party.unavailable')}</p>
      </section>
    );
  }
  return (
    <AccountSubpage title={group ? group.groupName : t('lotto_party.group_heading')}>
      {!group ? (
        <PartState
          part={groupPart}
          partKey={id}
          retry={load}
          what={t('lotto_party.group_loading')}
          reserve="6rem"
        />
      ) : (
        <>
          <GroupFacts group={group} />
          <p>
            <Link to={publicGroupPathOf(group.id)}>{t('lotto_party.open_group_page')}</Link>
          </p>
        </>
      )}
      <section aria-labelledby={sessionsHeadingId}>
        <h2 id={sessionsHeadingId}>{t('lotto_party.sessions_heading')}</h2>
        {!sessions ? (
          <PartState
            part={groupSessions}
            partKey={sessionsKey}
            retry={load}
            what={t('lotto_party.group_sessions_loading')}
          />
        ) : sessions.entities.length === 0 && page === 1 ? (
          <p>{t('lotto_party.group_no_sessions')}</p>
        ) : (
          <>
            {sessions.entities.length === 0 ? <p>{t('lotto_party.no_sessions_on_page')}</p> : null}
            <div className="lotto-party__list">
              {sessions.entities.map((session) => (
                <SessionArticle key={session.sessionId} session={session} />
              ))}
            </div>
            <Pagination
              page={page}
              pageCount={pageCountOf(sessions.total, groupSessionsPageSize)}
              pathOf={(number) => groupPathOf(id, number)}
              label={t('lotto_party.group_session_pages')}
            />
          </>
        )}
      </section>
    </AccountSubpage>
  );
}
