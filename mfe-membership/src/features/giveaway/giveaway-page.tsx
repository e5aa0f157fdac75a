import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, NotFoundPage, useTranslation } from 'remote-kit';
import { type GiveawayDraw, type GiveawayType } from 'shared-kernel/contract/membership';
import { membershipTexts } from 'shared-kernel/contract/texts';
import { EntryResult, EntryStatus } from '../../shared/giveaway-article';
import {
  giveawayNameOf,
  giveawayTitleOf,
  isGiveawayType,
  prizeTextOf,
  programmePath,
  timingTextOf,
} from '../../shared/giveaway-text';
import { selectUnlocks, unlockRequested } from '../../shared/unlock-feature';
import { DrawCheckSection } from './draw-check-section';
import { giveawayKeyOf, giveawayPageOpened, selectGiveaway } from './giveaway-slice';
import { MembershipStyles } from '../../shared/membership-styles';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="giveaway-page__section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function YourEntry({ draw }: { draw: GiveawayDraw }) {
  const dispatch = useDispatch();
  const unlocks = useSelector(selectUnlocks);
  const { t } = useTranslation(membershipTexts);
  return (
    <Section title={t('membership.your_entry_heading')}>
      <EntryStatus
        draw={draw}
        unlock={unlocks[draw.id]}
        onUnlock={(drawId) => dispatch(unlockRequested(drawId))}
      />
      {draw.entry ? null : (
        <p>
          <Link to={programmePath}>{t('membership.join_daily_winners')}</Link>{' '}
          {t('membership.to_be_entered')}
        </p>
      )}
      <EntryResult draw={draw} />
    </Section>
  );
}

function Giveaway({ type, drawNumber }: { type: GiveawayType; drawNumber: number }) {
  const { t } = useTranslation(membershipTexts);
  const headingId = useId();
  const dispatch = useDispatch();
  const giveaway = useSelector(selectGiveaway);
  const load = () => {
    dispatch(giveawayPageOpened(type, drawNumber));
  };
  useEffect(load, [dispatch, type, drawNumber]);
  const isCurrent = giveaway.key === giveawayKeyOf(type, drawNumber);
  const draw = isCurrent ? giveaway.draw : null;
  if (isCurrent && giveaway.status === 'failed' && giveaway.failureStatus === 404) {
    return <NotFoundPage />;
  }
  return (
    <section aria-labelledby={headingId} className="giveaway-page">
      <MembershipStyles />
      <h1 id={headingId}>
        {draw
          ? giveawayNameOf(draw)
          : t('membership.giveaway_numbered', { title: giveawayTitleOf(type), number: drawNumber })}
      </h1>
      {isCurrent && giveaway.status === 'unavailable' ? (
        <p>{t('membership.unavailable')}</p>
      ) : draw ? (
        <>
          {draw.pill ? <p className="giveaway__pill">{draw.pill}</p> : null}
          {draw.description ? <p>{draw.description}</p> : null}
          <p>{timingTextOf(draw)}</p>
          <Section title={t('membership.prizes_heading')}>
            <ul>
              {draw.prizes.map((prize) => (
                <li key={prize.ranking}>{prizeTextOf(prize)}</li>
              ))}
            </ul>
          </Section>
          {giveaway.capabilities.includes('giveaway_entries') ? <YourEntry draw={draw} /> : null}
          {draw.winners.length > 0 ? (
            <Section title={t('membership.winners_heading')}>
              <ul>
                {draw.winners.map((winner) => (
                  <li key={`${winner.prizeRanking}-${winner.ticketNumber}`}>
                    {winner.prizeName}: {winner.name}, {winner.location}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          <DrawCheckSection draw={draw} proof={giveaway.proof} />
        </>
      ) : (
        <LoadState
          status={isCurrent && giveaway.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={giveaway.failureStatus}
          retry={load}
          what={t('membership.giveaway_loading')}
        />
      )}
      <p>
        <Link to={programmePath}>{t('membership.back_to_daily_winners')}</Link>
      </p>
    </section>
  );
}

/** /daily-winners/giveaways/{giveawayType}/{drawNumber}: one giveaway, its entry and its proof. */
export function GiveawayPage() {
  const params = useParams();
  const drawNumber = /^\d{1,9}$/.test(params.drawNumber ?? '') ? Number(params.drawNumber) : 0;
  if (!isGiveawayType(params.giveawayType) || !Number.isInteger(drawNumber) || drawNumber < 1) {
    return <NotFoundPage />;
  }
  return <Giveaway type={params.giveawayType} drawNumber={drawNumber} />;
}
