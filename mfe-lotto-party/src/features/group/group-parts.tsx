import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { autosessionStatuses, type Group, type Session } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import { BuySharesForm } from '../../shared/buy-shares-form';
import {
  autosessionLabelOf,
  drawNameOf,
  loginPathOf,
  membersText,
  publicityLabelOf,
  returnState,
  sessionOrderPathOf,
  sessionStatusLabelOf,
  signupPath,
} from '../../shared/lotto-party-text';
import { SessionFacts } from '../../shared/session-facts';
import { createGroupWizardRequested } from '../../shared/wizard-request';
import {
  autosessionChangeRequested,
  inviteRevokeRequested,
  joinRequested,
  selectGroupPage,
  sharesRequested,
} from './group-slice';

/** Who runs the group and who is in it, and how the customer joins it. */
export function GroupMembership({
  group,
  isSignedIn,
  returnPath,
  inviteToken,
}: {
  group: Group;
  isSignedIn: boolean;
  returnPath: string;
  inviteToken?: string;
}) {
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const { isJoining } = useSelector(selectGroupPage);
  return (
    <>
      <p>
        {t('lotto_party.group_run_by', {
          publicity: publicityLabelOf(t, group.publicityStatus),
          ownerName: group.ownerName,
          members: membersText(t, group.memberCount),
        })}
      </p>
      {!isSignedIn ? (
        <p className="lotto-party__actions">
          <Link to={signupPath} state={returnState(returnPath)} className="button">
            {t('lotto_party.sign_up_to_join')}
          </Link>
          <Link to={loginPathOf(returnPath)} state={returnState(returnPath)}>
            {t('lotto_party.log_in_to_join')}
          </Link>
        </p>
      ) : group.isOwner ? (
        <p>{t('lotto_party.you_run_group')}</p>
      ) : group.isMember ? (
        <p>{t('lotto_party.you_are_member')}</p>
      ) : (
        <p>
          <button
            type="button"
            className="button"
            disabled={isJoining}
            aria-busy={isJoining}
            onClick={() => dispatch(joinRequested(group.id, inviteToken))}
          >
            {t('lotto_party.join_group')}
          </button>
        </p>
      )}
    </>
  );
}

/** The group's invite link for its members: copy it, and (the owner) revoke it for a new one. */
export function InviteLink({ group }: { group: Group }) {
  const headingId = useId();
  const inputId = useId();
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const { invite } = useSelector(selectGroupPage);
  const [copyStatus, setCopyStatus] = useState('');
  if (!group.inviteUrl) return null;
  const inviteUrl = group.inviteUrl;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(inviteUrl);
      setCopyStatus(t('lotto_party.link_copied'));
    } catch {
      setCopyStatus(t('lotto_party.link_not_copied'));
    }
  };
  return (
    <section aria-labelledby={headingId} className="lotto-party__invite">
      <h2 id={headingId}>{t('lotto_party.invite_heading')}</h2>
      <p>{t('lotto_party.invite_explanation')}</p>
      <div className="form-field">
        <label htmlFor={inputId}>{t('lotto_party.invite_link')}</label>
        <input
          id={inputId}
          readOnly
          value={inviteUrl}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p className="lotto-party__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('lotto_party.copy_link')}
        </button>
        {group.isOwner ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={invite.isRevoking}
            aria-busy={invite.isRevoking}
            onClick={() => {
              setCopyStatus('');
              dispatch(inviteRevokeRequested(group.id));
            }}
          >
            {t('lotto_party.revoke_link')}
          </button>
        ) : null}
      </p>
      <p role="status">{copyStatus || (invite.isRevoked ? t('lotto_party.link_revoked') : '')}</p>
    </section>
  );
}

/** The owner's auto-session switch: on, paused or off (PUT /session/{id}). */
function AutosessionSwitch({ session }: { session: Session }) {
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const { editing } = useSelector(selectGroupPage);
  return (
    <fieldset className="lotto-party__actions" disabled={editing.isEditing}>
      <legend>{t('lotto_party.autosession_switch_legend')}</legend>
      {autosessionStatuses.map((status) => (
        <label key={status}>
          <input
            type="radio"
            name={`autosession-${session.sessionId}`}
            value={status}
            checked={session.autosessionStatus === status}
            onChange={() => dispatch(autosessionChangeRequested(session.sessionId, status))}
          />
          {autosessionLabelOf(t, status)}
        </label>
      ))}
    </fieldset>
  );
}

/** The group's open session: its facts, buying shares, and the owner's auto-session switch. */
export function OpenSession({
  group,
  isSignedIn,
  inviteToken,
}: {
  group: Group;
  isSignedIn: boolean;
  inviteToken?: string;
}) {
  const headingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const { purchase } = useSelector(selectGroupPage);
  const session = group.openSession;
  const startSession = () =>
    dispatch(createGroupWizardRequested({ groupId: group.id, groupName: group.groupName }));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('lotto_party.open_session_heading')}</h2>
      {session ? (
        <>
          <SessionFacts session={session} />
          {session.canEdit ? <AutosessionSwitch session={session} /> : null}
          {!isSignedIn ? (
            <p>{t('lotto_party.sign_up_to_buy')}</p>
          ) : session.sharesRemaining > 0 ? (
            <BuySharesForm
              sessionId={session.sessionId}
              sharesRemaining={session.sharesRemaining}
              sharePrice={session.sharePrice}
              isBuying={purchase.isBuying}
              serverErrors={purchase.serverErrors}
              onBuy={(numShares) =>
                dispatch(sharesRequested(session.sessionId, numShares, inviteToken))
              }
            />
          ) : (
            <p>{t('lotto_party.session_sold_out')}</p>
          )}
        </>
      ) : (
        <p>{t('lotto_party.no_open_session_now')}</p>
      )}
      {group.isOwner ? (
        <p>
          <button type="button" className="button button--secondary" onClick={startSession}>
            {t('lotto_party.start_session')}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/** A group's sessions, newest first: each with its draw, status and a link to its order view. */
export function SessionList({ sessions }: { sessions: readonly Session[] }) {
  const { t } = useTranslation(lottoPartyTexts);
  if (sessions.length === 0) return <p>{t('lotto_party.no_sessions_yet')}</p>;
  return (
    <ul className="lotto-party__list">
      {sessions.map((session) => {
        const draw = session.draws[0];
        const name = draw ? drawNameOf(t, draw) : t('lotto_party.session_fallback_name');
        return (
          <li key={session.sessionId} className="lotto-party__card">
            <Link to={sessionOrderPathOf(session.sessionId)}>{name}</Link>
            <p>
              {sessionStatusLabelOf(t, session.status)}
              {session.cancelReason ? ` (${session.cancelReason})` : ''},{' '}
              {t('lotto_party.session_list_sold', {
                sold: session.sharesSold,
                total: session.totalShares,
              })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
