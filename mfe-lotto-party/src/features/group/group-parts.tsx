import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { autosessionStatuses, type Group, type Session } from 'shared-kernel/contract/social';
import { BuySharesForm } from '../../shared/buy-shares-form';
import {
  autosessionLabels,
  drawNameOf,
  loginPathOf,
  publicityLabels,
  returnState,
  sessionOrderPathOf,
  sessionStatusLabels,
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

const membersText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

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
  const dispatch = useDispatch();
  const { isJoining } = useSelector(selectGroupPage);
  return (
    <>
      <p>
        {publicityLabels[group.publicityStatus]} group run by {group.ownerName},{' '}
        {membersText(group.memberCount)}.
      </p>
      {!isSignedIn ? (
        <p className="lotto-party__actions">
          <Link to={signupPath} state={returnState(returnPath)} className="button">
            Sign up to join
          </Link>
          <Link to={loginPathOf(returnPath)} state={returnState(returnPath)}>
            Log in to join
          </Link>
        </p>
      ) : group.isOwner ? (
        <p>You run this group.</p>
      ) : group.isMember ? (
        <p>You are a member of this group.</p>
      ) : (
        <p>
          <button
            type="button"
            className="button"
            disabled={isJoining}
            aria-busy={isJoining}
            onClick={() => dispatch(joinRequested(group.id, inviteToken))}
          >
            Join group
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
  const dispatch = useDispatch();
  const { invite } = useSelector(selectGroupPage);
  const [copyStatus, setCopyStatus] = useState('');
  if (!group.inviteUrl) return null;
  const inviteUrl = group.inviteUrl;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(inviteUrl);
      setCopyStatus('Link copied.');
    } catch {
      setCopyStatus('Select the link and copy it.');
    }
  };
  return (
    <section aria-labelledby={headingId} className="lotto-party__invite">
      <h2 id={headingId}>Invite friends</h2>
      <p>Anyone with this link can see the group and join it.</p>
      <div className="form-field">
        <label htmlFor={inputId}>Invite link</label>
        <input
          id={inputId}
          readOnly
          value={inviteUrl}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p className="lotto-party__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy link
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
            Revoke link
          </button>
        ) : null}
      </p>
      <p role="status">
        {copyStatus ||
          (invite.isRevoked ? 'The old link no longer works. Share this new one.' : '')}
      </p>
    </section>
  );
}

/** The owner's auto-session switch: on, paused or off (PUT /session/{id}). */
function AutosessionSwitch({ session }: { session: Session }) {
  const dispatch = useDispatch();
  const { editing } = useSelector(selectGroupPage);
  return (
    <fieldset className="lotto-party__actions" disabled={editing.isEditing}>
      <legend>Auto-session: a session opens for the next draw when this one closes</legend>
      {autosessionStatuses.map((status) => (
        <label key={status}>
          <input
            type="radio"
            name={`autosession-${session.sessionId}`}
            value={status}
            checked={session.autosessionStatus === status}
            onChange={() => dispatch(autosessionChangeRequested(session.sessionId, status))}
          />
          {autosessionLabels[status]}
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
  const dispatch = useDispatch();
  const { purchase } = useSelector(selectGroupPage);
  const session = group.openSession;
  const startSession = () =>
    dispatch(createGroupWizardRequested({ groupId: group.id, groupName: group.groupName }));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Open session</h2>
      {session ? (
        <>
          <SessionFacts session={session} />
          {session.canEdit ? <AutosessionSwitch session={session} /> : null}
          {!isSignedIn ? (
            <p>Sign up or log in to buy shares.</p>
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
            <p>Every share of this session is sold.</p>
          )}
        </>
      ) : (
        <p>No session is open.</p>
      )}
      {group.isOwner ? (
        <p>
          <button type="button" className="button button--secondary" onClick={startSession}>
            Start a session
          </button>
        </p>
      ) : null}
    </section>
  );
}

/** A group's sessions, newest first: each with its draw, status and a link to its order view. */
export function SessionList({ sessions }: { sessions: readonly Session[] }) {
  if (sessions.length === 0) return <p>No sessions yet.</p>;
  return (
    <ul className="lotto-party__list">
      {sessions.map((session) => {
        const draw = session.draws[0];
        const name = draw ? drawNameOf(draw) : 'Session';
        return (
          <li key={session.sessionId} className="lotto-party__card">
            <Link to={sessionOrderPathOf(session.sessionId)}>{name}</Link>
            <p>
              {sessionStatusLabels[session.status]}
              {session.cancelReason ? ` (${session.cancelReason})` : ''}, {session.sharesSold} of{' '}
              {session.totalShares} shares sold
            </p>
          </li>
        );
      })}
    </ul>
  );
}
