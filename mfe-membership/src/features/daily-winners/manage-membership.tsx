import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Dialog, FormAlert, Markdown } from 'remote-kit';
import { formatCalendarDate } from 'shared-kernel/contract/format';
import { type MembershipConfig, type MembershipEntryView } from 'shared-kernel/contract/membership';
import { premiumDepositPath } from '../../shared/giveaway-text';
import { benefitsRequested, leaveConfirmed, selectProgramme } from './programme-slice';

/** The member's tier in a sentence, with the paid premium month. */
function tierSentenceOf(membership: MembershipEntryView): string {
  if (membership.membershipStatus === 'pending-deposit') {
    return 'Your Premium membership starts once your deposit pays for it.';
  }
  if (membership.membershipTier !== 'premium') return "You're a Free member.";
  const until = membership.premiumUntil ? formatCalendarDate(membership.premiumUntil) : null;
  if (!until) return "You're a Premium member.";
  return membership.premiumRenews
    ? `You're a Premium member. Your membership renews on ${until}.`
    : `You're a Premium member until ${until}.`;
}

function LeaveDialog({
  isPremium,
  onLeave,
  onClose,
}: {
  isPremium: boolean;
  onLeave: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title="Leave Daily Winners?" onClose={onClose}>
      <p>You won't be entered in any more giveaways. You can join again at any time.</p>
      {isPremium ? <p>Your paid Premium month is not refunded: it ends when you leave.</p> : null}
      <div className="modal__actions">
        <button type="button" className="button button--danger" onClick={onLeave}>
          Yes, leave
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Stay a member
        </button>
      </div>
    </Dialog>
  );
}

/**
 * A member's own part of the page: their tier, the partner benefits, the step up to Premium and
 * leaving (confirmed first).
 */
export function ManageMembership({
  config,
  membership,
  canBuyPremium,
  onJoinPremium,
}: {
  config: MembershipConfig;
  membership: MembershipEntryView;
  canBuyPremium: boolean;
  onJoinPremium: () => void;
}) {
  const headingId = useId();
  const dispatch = useDispatch();
  const { change, benefits } = useSelector(selectProgramme);
  const [isLeaving, setLeaving] = useState(false);
  const isMember = membership.membershipStatus === 'member';
  const isPremium = isMember && membership.membershipTier === 'premium';
  const isBusy = change.status === 'pending';
  return (
    <section aria-labelledby={headingId} className="manage-membership">
      <h2 id={headingId}>Manage membership</h2>
      <Markdown source={config.manageMembership.body} title={config.manageMembership.title} />
      <p>{tierSentenceOf(membership)}</p>
      {membership.eligibility === 'ineligible' && membership.ineligibleReason ? (
        <p className="manage-membership__ineligible">{membership.ineligibleReason}</p>
      ) : null}
      {membership.membershipStatus === 'pending-deposit' ? (
        <p>
          <Link to={premiumDepositPath}>Deposit to join Premium</Link>
        </p>
      ) : null}
      <div className="manage-membership__actions">
        {isMember ? (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={benefits.status === 'pending' || undefined}
            onClick={() => {
              if (benefits.status !== 'pending') dispatch(benefitsRequested());
            }}
          >
            Partner benefits
          </button>
        ) : null}
        {isMember && !isPremium && canBuyPremium ? (
          <button
            type="button"
            className="button"
            aria-disabled={isBusy || undefined}
            onClick={() => {
              if (!isBusy) onJoinPremium();
            }}
          >
            Join Premium
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={isBusy || undefined}
          onClick={() => {
            if (!isBusy) setLeaving(true);
          }}
        >
          Leave Daily Winners
        </button>
      </div>
      {benefits.status === 'pending' ? <p role="status">Opening your partner benefits…</p> : null}
      <FormAlert message={benefits.status === 'failed' ? benefits.error : null} />
      {isLeaving ? (
        <LeaveDialog
          isPremium={isPremium}
          onClose={() => setLeaving(false)}
          onLeave={() => {
            setLeaving(false);
            dispatch(leaveConfirmed());
          }}
        />
      ) : null}
    </section>
  );
}
