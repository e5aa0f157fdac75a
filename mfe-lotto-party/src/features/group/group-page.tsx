import { type ReactNode, useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { socialMessages } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import {
  checkoutPath,
  groupPathOf,
  groupSessionsPathOf,
  lottoPartyPath,
} from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { PartState, shownValueOf } from '../../shared/part-state';
import { GroupMembership, InviteLink, OpenSession, SessionList } from './group-parts';
import {
  checkoutFollowed,
  groupKeyOf,
  groupOpened,
  inviteKeyOf,
  inviteOpened,
  selectGroupPage,
  sessionsKeyOf,
} from './group-slice';

/** Sessions the group page lists before "All sessions". */
const latestSessionsShown = 5;

/** Shares put in the cart: the customer pays for them on the cart's payment page. */
function useCheckoutWhenAdded() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { purchase } = useSelector(selectGroupPage);
  useEffect(() => {
    if (purchase.next !== 'checkout') return;
    dispatch(checkoutFollowed());
    void navigate(checkoutPath);
  }, [dispatch, navigate, purchase.next]);
}

/** The group, once loaded, as its pages show it: who is in it, its link, its open session. */
function GroupBody({
  partKey,
  returnPath,
  retry,
  inviteToken,
  notFoundText,
  children,
}: {
  partKey: string;
  returnPath: string;
  retry: () => void;
  inviteToken?: string;
  notFoundText: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
  const { access, group } = useSelector(selectGroupPage);
  useCheckoutWhenAdded();
  const loaded = shownValueOf(group, partKey);

  let body;
  if (access.status === 'unavailable') {
    body = <p>{t('lotto_party.unavailable')}</p>;
  } else if (loaded) {
    body = (
      <>
        <GroupMembership
          group={loaded}
          isSignedIn={access.isSignedIn}
          returnPath={returnPath}
          inviteToken={inviteToken}
        />
        {loaded.isMember ? <InviteLink group={loaded} /> : null}
        <OpenSession group={loaded} isSignedIn={access.isSignedIn} inviteToken={inviteToken} />
        {children}
      </>
    );
  } else if (group.key === partKey && group.status === 'failed' && group.failureStatus === 404) {
    body = (
      <p role="alert">
        {notFoundText} <Link to={lottoPartyPath}>{t('lotto_party.see_lotto_party')}</Link>
      </p>
    );
  } else {
    body = (
      <PartState
        part={group}
        partKey={partKey}
        access={access}
        retry={retry}
        what={t('lotto_party.group_loading')}
      />
    );
  }
  return (
    <section aria-labelledby={headingId} className="lotto-party-group">
      <LottoPartyStyles />
      <h1 id={headingId}>{loaded ? loaded.groupName : t('lotto_party.group_heading')}</h1>
      {body}
    </section>
  );
}

/** /lotto-party/group/{groupId}: the group, its invite link, open session and latest sessions. */
export function GroupPage() {
  const headingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const location = useLocation();
  const groupId = useParams().groupId ?? '';
  const { sessions } = useSelector(selectGroupPage);
  const load = () => {
    dispatch(groupOpened(groupId, 1));
  };
  // Each arrival reads the group afresh (a session opened in the wizard, shares bought).
  useEffect(load, [dispatch, groupId, location.key]);
  const sessionsKey = sessionsKeyOf(groupId, 1);
  const shownSessions = shownValueOf(sessions, sessionsKey);
  return (
    <GroupBody
      partKey={groupKeyOf(groupId)}
      returnPath={groupPathOf(groupId)}
      retry={load}
      notFoundText={t('lotto_party.group_not_found')}
    >
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('lotto_party.sessions_heading')}</h2>
        {shownSessions ? (
          <>
            <SessionList sessions={shownSessions.entities.slice(0, latestSessionsShown)} />
            {shownSessions.pageInfo.total > 0 ? (
              <p>
                <Link to={groupSessionsPathOf(groupId, 1)}>{t('lotto_party.all_sessions')}</Link>
              </p>
            ) : null}
          </>
        ) : (
          <PartState
            part={sessions}
            partKey={sessionsKey}
            retry={load}
            what={t('lotto_party.group_sessions_loading')}
            reserve="6rem"
          />
        )}
      </section>
    </GroupBody>
  );
}

/** /lotto-party/group?token=…: the group an invite link invites to, and how to join it. */
export function GroupByTokenPage() {
  const dispatch = useDispatch();
  const location = useLocation();
  const token = useSearchParams()[0].get('token') ?? '';
  const load = () => {
    dispatch(inviteOpened(token));
  };
  useEffect(load, [dispatch, token, location.key]);
  return (
    <GroupBody
      partKey={inviteKeyOf(token)}
      returnPath={`${location.pathname}${location.search}`}
      retry={load}
      inviteToken={token}
      notFoundText={socialMessages.inviteNotFound}
    />
  );
}
