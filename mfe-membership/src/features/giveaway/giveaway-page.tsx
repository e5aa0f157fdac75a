import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, NotFoundPage } from 'remote-kit';
import { type GiveawayDraw, type GiveawayType } from 'shared-kernel/contract/membership';
import { EntryResult, EntryStatus } from '../../shared/giveaway-article';
import {
  giveawayNameOf,
  giveawayTitles,
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
  return (
    <Section title="Your entry">
      <EntryStatus
        draw={draw}
        unlock={unlocks[draw.id]}
        onUnlock={(drawId) => dispatch(unlockRequested(drawId))}
      />
      {draw.entry ? null : (
        <p>
          <Link to={programmePath}>Join Daily Winners</Link> to be entered in giveaways.
        </p>
      )}
      <EntryResult draw={draw} />
    </Section>
  );
}

function Giveaway({ type, drawNumber }: { type: GiveawayType; drawNumber: number }) {
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
        {draw ? giveawayNameOf(draw) : `${giveawayTitles[type]} ${drawNumber}`}
      </h1>
      {isCurrent && giveaway.status === 'unavailable' ? (
        <p>Daily Winners is not available for your account.</p>
      ) : draw ? (
        <>
          {draw.pill ? <p className="giveaway__pill">{draw.pill}</p> : null}
          {draw.description ? <p>{draw.description}</p> : null}
          <p>{timingTextOf(draw)}</p>
          <Section title="Prizes">
            <ul>
              {draw.prizes.map((prize) => (
                <li key={prize.ranking}>{prizeTextOf(prize)}</li>
              ))}
            </ul>
          </Section>
          {giveaway.capabilities.includes('giveaway_entries') ? <YourEntry draw={draw} /> : null}
          {draw.winners.length > 0 ? (
            <Section title="Winners">
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
          what="the giveaway"
        />
      )}
      <p>
        <Link to={programmePath}>Back to Daily Winners</Link>
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
