import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LoadState, useTranslation } from 'remote-kit';
import { type MembershipTierInfo } from 'shared-kernel/contract/membership';
import { membershipTexts } from 'shared-kernel/contract/texts';
import { programmePath, tiersPath } from '../../shared/giveaway-text';
import { ChangeStatus } from './change-status';
import { TierList } from './programme-parts';
import { programmePageOpened, selectProgramme } from './programme-slice';
import { useJoin } from './use-membership-change';
import { MembershipStyles } from '../../shared/membership-styles';

/** /daily-winners/membership-tiers: the tiers compared, each with its way to join. */
export function MembershipTiersPage() {
  const { t } = useTranslation(membershipTexts);
  const headingId = useId();
  const dispatch = useDispatch();
  const programme = useSelector(selectProgramme);
  const join = useJoin(tiersPath);
  const load = () => {
    dispatch(programmePageOpened());
  };
  useEffect(load, [dispatch]);
  const { config, membership, capabilities, change } = programme;
  const status = membership?.membershipStatus ?? 'non-member';
  const currentTier = status === 'member' ? membership?.membershipTier : null;
  const isBusy = change.status === 'pending';

  const actionOf = (tier: MembershipTierInfo) => {
    if (tier.tier === currentTier)
      return <p className="tier-list__current">{t('membership.your_tier')}</p>;
    const offersFree = tier.tier === 'free' && status === 'non-member';
    const offersPremium =
      tier.tier === 'premium' &&
      status !== 'pending-deposit' &&
      capabilities.includes('membership_purchase');
    if (!offersFree && !offersPremium) return null;
    return (
      <button
        type="button"
        className="button"
        aria-disabled={isBusy || undefined}
        onClick={() => {
          if (!isBusy) join(tier.tier);
        }}
      >
        {tier.tier === 'free' ? t('membership.join_free') : t('membership.join_premium')}
      </button>
    );
  };

  return (
    <section aria-labelledby={headingId} className="membership-tiers">
      <MembershipStyles />
      <h1 id={headingId}>{t('membership.tiers_heading')}</h1>
      {programme.status === 'unavailable' ? (
        <p>{t('membership.unavailable')}</p>
      ) : config ? (
        <>
          <ChangeStatus />
          <TierList tiers={config.membershipTiers} headingLevel={2} actionOf={actionOf} />
          <p>
            <Link to={programmePath}>{t('membership.back_to_daily_winners')}</Link>
          </p>
        </>
      ) : (
        <LoadState
          status={programme.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={programme.failureStatus}
          retry={load}
          what={t('membership.tiers_loading')}
        />
      )}
    </section>
  );
}
