import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LoadState } from 'remote-kit';
import { type MembershipTierInfo } from 'shared-kernel/contract/membership';
import { programmePath, tiersPath } from '../../shared/giveaway-text';
import { ChangeStatus } from './change-status';
import { unavailableText } from './daily-winners-page';
import { TierList } from './programme-parts';
import { programmePageOpened, selectProgramme } from './programme-slice';
import { useJoin } from './use-membership-change';
import { MembershipStyles } from '../../shared/membership-styles';

/** /daily-winners/membership-tiers: the tiers compared, each with its way to join. */
export function MembershipTiersPage() {
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
    if (tier.tier === currentTier) return <p className="tier-list__current">Your tier</p>;
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
        {tier.tier === 'free' ? 'Join for free' : 'Join Premium'}
      </button>
    );
  };

  return (
    <section aria-labelledby={headingId} className="membership-tiers">
      <MembershipStyles />
      <h1 id={headingId}>Membership tiers</h1>
      {programme.status === 'unavailable' ? (
        <p>{unavailableText}</p>
      ) : config ? (
        <>
          <ChangeStatus />
          <TierList tiers={config.membershipTiers} headingLevel={2} actionOf={actionOf} />
          <p>
            <Link to={programmePath}>Back to Daily Winners</Link>
          </p>
        </>
      ) : (
        <LoadState
          status={programme.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={programme.failureStatus}
          retry={load}
          what="the membership tiers"
        />
      )}
    </section>
  );
}
