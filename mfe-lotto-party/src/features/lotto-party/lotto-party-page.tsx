import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState, Pagination, pageCountOf, pageNumberOf, useTranslation } from 'remote-kit';
import { socialPageSize } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import {
  discoverPathOf,
  lottoPartyPath,
  loginPathOf,
  myGroupsPathOf,
  returnState,
  signupPath,
} from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { PartState, shownValueOf } from '../../shared/part-state';
import { CreateGroupButton } from './create-group-button';
import { DiscoveredSession, GroupList } from './group-list';
import { landingOpened, selectLottoPartyHome } from './lotto-party-slice';

/** /lotto-party: what group play is, the customer's groups and the open sessions anyone may join. */
export function LottoPartyPage() {
  const headingId = useId();
  const groupsHeadingId = useId();
  const discoverHeadingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const discoverPage = pageNumberOf(useSearchParams()[0].get('page'));
  const { access, myGroups, discover } = useSelector(selectLottoPartyHome);
  const load = () => {
    dispatch(landingOpened(discoverPage));
  };
  useEffect(load, [dispatch, discoverPage]);
  const discoverKey = String(discoverPage);
  const shownSessions = shownValueOf(discover, discoverKey);

  return (
    <section aria-labelledby={headingId} className="lotto-party">
      <LottoPartyStyles />
      <h1 id={headingId}>{t('lotto_party.title')}</h1>
      <p>{t('lotto_party.intro')}</p>
      {access.status === 'checking' || access.status === 'failed' ? (
        <LoadState
          status={access.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={access.failureStatus}
          retry={load}
          what={t('lotto_party.lotto_party_loading')}
        />
      ) : access.status === 'unavailable' ? (
        <p>{t('lotto_party.unavailable')}</p>
      ) : (
        <>
          {access.isSignedIn ? (
            <p>
              <CreateGroupButton />
            </p>
          ) : (
            <p className="lotto-party__actions">
              <Link
                to={loginPathOf(lottoPartyPath)}
                state={returnState(lottoPartyPath)}
                className="button"
              >
                {t('lotto_party.log_in_to_create_group')}
              </Link>
              <Link to={signupPath} state={returnState(lottoPartyPath)}>
                {t('lotto_party.sign_up')}
              </Link>
            </p>
          )}
          {access.isSignedIn ? (
            <section aria-labelledby={groupsHeadingId}>
              <h2 id={groupsHeadingId}>{t('lotto_party.my_groups_heading')}</h2>
              {myGroups.status === 'loaded' && myGroups.value ? (
                myGroups.value.entities.length === 0 ? (
                  <p>{t('lotto_party.not_in_group')}</p>
                ) : (
                  <>
                    <GroupList groups={myGroups.value.entities} />
                    <p>
                      <Link to={myGroupsPathOf(1)}>{t('lotto_party.all_my_groups')}</Link>
                    </p>
                  </>
                )
              ) : (
                <LoadState
                  status={myGroups.status === 'failed' ? 'failed' : 'loading'}
                  failureStatus={myGroups.failureStatus}
                  retry={load}
                  what={t('lotto_party.groups_loading')}
                  reserve="6rem"
                />
              )}
            </section>
          ) : null}
          <section aria-labelledby={discoverHeadingId}>
            <h2 id={discoverHeadingId}>{t('lotto_party.open_sessions_heading')}</h2>
            {shownSessions ? (
              shownSessions.entities.length === 0 ? (
                <p>{t('lotto_party.no_public_sessions')}</p>
              ) : (
                <>
                  <div className="lotto-party__list">
                    {shownSessions.entities.map((session) => (
                      <DiscoveredSession key={session.sessionId} session={session} />
                    ))}
                  </div>
                  <Pagination
                    page={discoverPage}
                    pageCount={pageCountOf(shownSessions.pageInfo.total, socialPageSize)}
                    pathOf={discoverPathOf}
                    label={t('lotto_party.open_session_pages')}
                  />
                </>
              )
            ) : (
              <PartState
                part={discover}
                partKey={discoverKey}
                retry={load}
                what={t('lotto_party.open_sessions_loading')}
              />
            )}
          </section>
        </>
      )}
    </section>
  );
}
