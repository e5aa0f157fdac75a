import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState, Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { socialPageSize } from 'shared-kernel/contract/social';
import {
  discoverPathOf,
  lottoPartyPath,
  loginPathOf,
  myGroupsPathOf,
  returnState,
  signupPath,
} from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { PartState, shownValueOf, unavailableText } from '../../shared/part-state';
import { CreateGroupButton } from './create-group-button';
import { DiscoveredSession, GroupList } from './group-list';
import { landingOpened, selectLottoPartyHome } from './lotto-party-slice';

/** /lotto-party: what group play is, the customer's groups and the open sessions anyone may join. */
export function LottoPartyPage() {
  const headingId = useId();
  const groupsHeadingId = useId();
  const discoverHeadingId = useId();
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
      <h1 id={headingId}>Lotto Party</h1>
      <p>
        Play the lottery together. Start a group, open a session for a draw and share its cost:
        everyone buys shares, the pool buys the games when the draw closes, and any prize is split
        by shares.
      </p>
      {access.status === 'checking' || access.status === 'failed' ? (
        <LoadState
          status={access.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={access.failureStatus}
          retry={load}
          what="Lotto Party"
        />
      ) : access.status === 'unavailable' ? (
        <p>{unavailableText}</p>
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
                Log in to create a group
              </Link>
              <Link to={signupPath} state={returnState(lottoPartyPath)}>
                Sign up
              </Link>
            </p>
          )}
          {access.isSignedIn ? (
            <section aria-labelledby={groupsHeadingId}>
              <h2 id={groupsHeadingId}>My groups</h2>
              {myGroups.status === 'loaded' && myGroups.value ? (
                myGroups.value.entities.length === 0 ? (
                  <p>You are not in a group yet.</p>
                ) : (
                  <>
                    <GroupList groups={myGroups.value.entities} />
                    <p>
                      <Link to={myGroupsPathOf(1)}>All my groups</Link>
                    </p>
                  </>
                )
              ) : (
                <LoadState
                  status={myGroups.status === 'failed' ? 'failed' : 'loading'}
                  failureStatus={myGroups.failureStatus}
                  retry={load}
                  what="your groups"
                  reserve="6rem"
                />
              )}
            </section>
          ) : null}
          <section aria-labelledby={discoverHeadingId}>
            <h2 id={discoverHeadingId}>Open sessions</h2>
            {shownSessions ? (
              shownSessions.entities.length === 0 ? (
                <p>No public sessions are open right now.</p>
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
                    label="Pages of open sessions"
                  />
                </>
              )
            ) : (
              <PartState part={discover} partKey={discoverKey} retry={load} what="open sessions" />
            )}
          </section>
        </>
      )}
    </section>
  );
}
