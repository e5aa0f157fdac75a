import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LoadState, Markdown, useTranslation } from 'remote-kit';
import { membershipTexts } from 'shared-kernel/contract/texts';
import { programmePath, tiersPath, winnersPath } from '../../shared/giveaway-text';
import { ChangeStatus } from './change-status';
import { JoinPrompts } from './join-prompts';
import { ManageMembership } from './manage-membership';
import { FaqList, GiveawaySection, TierList } from './programme-parts';
import { programmePageOpened, selectProgramme, type ProgrammeState } from './programme-slice';
import { useJoin } from './use-membership-change';
import { MembershipStyles } from '../../shared/membership-styles';

function Programme({ programme }: { programme: ProgrammeState }) {
  const { t } = useTranslation(membershipTexts);
  const join = useJoin(programmePath);
  const tiersHeadingId = useId();
  const winnersHeadingId = useId();
  const { config, membership, capabilities } = programme;
  if (!config) return null;
  const showEntry = capabilities.includes('giveaway_entries');
  const canBuyPremium = capabilities.includes('membership_purchase');
  const isJoined =
    membership?.membershipStatus === 'member' || membership?.membershipStatus === 'pending-deposit';
  return (
    <>
      <Markdown source={config.titleContent.body} title={config.titleContent.title} />
      <ChangeStatus />
      {membership && isJoined ? (
        <div className="member-overview">
          <h2>{config.memberOverview.title}</h2>
          <Markdown source={config.memberOverview.body} title={config.memberOverview.title} />
        </div>
      ) : (
        <JoinPrompts
          config={config}
          canBuyPremium={canBuyPremium}
          isBusy={programme.change.status === 'pending'}
          onJoin={join}
        />
      )}
      <section aria-labelledby={tiersHeadingId} className="tier-summary">
        <h2 id={tiersHeadingId}>{t('membership.tiers_heading')}</h2>
        <TierList tiers={config.membershipTiers} headingLevel={3} />
        <p>
          <Link to={tiersPath}>{t('membership.compare_tiers')}</Link>
        </p>
      </section>
      <GiveawaySection
        title={t('membership.daily_giveaway_heading')}
        draws={config.dailyGiveaways}
        showEntry={showEntry}
      />
      <GiveawaySection
        title={t('membership.monthly_giveaways_heading')}
        draws={config.monthlyGiveaways}
        showEntry={showEntry}
      />
      <GiveawaySection
        title={t('membership.special_giveaways_heading')}
        draws={config.specialGiveaways}
        showEntry={showEntry}
      />
      <section aria-labelledby={winnersHeadingId} className="past-winners-link">
        <h2 id={winnersHeadingId}>{config.pastWinners.title}</h2>
        <Markdown source={config.pastWinners.body} title={config.pastWinners.title} />
        <p>
          <Link to={winnersPath}>{t('membership.past_winners_link')}</Link>
        </p>
      </section>
      <FaqList faqs={config.faqs} />
      {membership && isJoined ? (
        <ManageMembership
          config={config}
          membership={membership}
          canBuyPremium={canBuyPremium}
          onJoinPremium={() => join('premium')}
        />
      ) : null}
      <footer className="daily-winners__disclaimer">
        <p>
          <small>{config.footerDisclaimer}</small>
        </p>
      </footer>
    </>
  );
}

/** /daily-winners: the programme, its tiers and live giveaways, joining and managing it. */
export function DailyWinnersPage() {
  const { t } = useTranslation(membershipTexts);
  const headingId = useId();
  const dispatch = useDispatch();
  const programme = useSelector(selectProgramme);
  const load = () => {
    dispatch(programmePageOpened());
  };
  useEffect(load, [dispatch]);
  return (
    <section aria-labelledby={headingId} className="daily-winners">
      <MembershipStyles />
      <h1 id={headingId}>{t('membership.daily_winners_heading')}</h1>
      {programme.status === 'unavailable' ? (
        <p>{t('membership.unavailable')}</p>
      ) : programme.config ? (
        <Programme programme={programme} />
      ) : (
        <LoadState
          status={programme.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={programme.failureStatus}
          retry={load}
          what={t('membership.daily_winners_loading')}
          reserve="60vh"
        />
      )}
    </section>
  );
}
