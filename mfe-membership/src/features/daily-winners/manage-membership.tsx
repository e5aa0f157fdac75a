import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Dialog, FormAlert, Markdown, useTranslation } from 'remote-kit';
import { formatCalendarDate, type TextFunction, type TextKey } from 'shared-kernel/contract/format';
import { type MembershipConfig, type MembershipEntryView } from 'shared-kernel/contract/membership';
import { membershipTexts, type MembershipTextKey } from 'shared-kernel/contract/texts';
import { premiumDepositPath } from '../../shared/giveaway-text';
import { benefitsRequested, leaveConfirmed, selectProgramme } from './programme-slice';

/** The member's tier in a sentence, with the paid premium month. */
function tierSentenceOf(
  membership: MembershipEntryView,
  t: TextFunction<MembershipTextKey | TextKey>,
): string {
  if (membership.membershipStatus === 'pending-deposit') {
    return t('membership.pending_deposit_sentence');
  }
  if (membership.membershipTier !== 'premium') return t('membership.free_member_sentence');
  const until = membership.premiumUntil ? formatCalendarDate(membership.premiumUntil) : null;
  if (!until) return t('membership.premium_member_sentence');
  return membership.premiumRenews
    ? t('membership.premium_renews_sentence', { date: until })
    : t('membership.premium_until_sentence', { date: until });
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
  const { t } = useTranslation(membershipTexts);
  return (
    <Dialog title={t('membership.leave_heading')} onClose={onClose}>
      <p>{t('membership.leave_note')}</p>
      {isPremium ? <p>{t('membership.leave_premium_note')}</p> : null}
      <div className="modal__actions">
        <button type="button" className="button button--danger" onClick={onLeave}>
          {t('membership.leave_confirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('membership.stay_member')}
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
  const { t } = useTranslation(membershipTexts);
  const headingId = useId();
  const dispatch = useDispatch();
  const { change, benefits } = useSelector(selectProgramme);
  const [isLeaving, setLeaving] = useState(false);
  const isMember = membership.membershipStatus === 'member';
  const isPremium = isMember && membership.membershipTier === 'premium';
  const isBusy = change.status === 'pending';
  return (
    <section aria-labelledby={headingId} className="manage-membership">
      <h2 id={headingId}>{t('membership.manage_heading')}</h2>
      <Markdown source={config.manageMembership.body} title={config.manageMembership.title} />
      <p>{tierSentenceOf(membership, t)}</p>
      {membership.eligibility === 'ineligible' && membership.ineligibleReason ? (
        <p className="manage-membership__ineligible">{membership.ineligibleReason}</p>
      ) : null}
      {membership.membershipStatus === 'pending-deposit' ? (
        <p>
          <Link to={premiumDepositPath}>{t('membership.deposit_to_join_premium')}</Link>
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
            {t('membership.partner_benefits')}
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
            {t('membership.join_premium')}
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
          {t('membership.leave')}
        </button>
      </div>
      {benefits.status === 'pending' ? (
        <p role="status">{t('membership.benefits_opening')}</p>
      ) : null}
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
