import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { type GiveawayDraw } from 'shared-kernel/contract/membership';
import { membershipTexts } from 'shared-kernel/contract/texts';
import {
  entryStateOf,
  giveawayNameOf,
  giveawayPathOf,
  payoutTextOf,
  prizeTextOf,
  timingTextOf,
} from './giveaway-text';
import { type UnlockRequest } from './unlock-feature';

/** Where the customer stands: Entered, Locked (and why), Not entered, Ineligible (and why). */
export function EntryStatus({
  draw,
  unlock,
  onUnlock,
  describedBy,
}: {
  draw: GiveawayDraw;
  unlock: UnlockRequest | undefined;
  /** Offers 'Unlock entry' on a locked entry that unlocking could open. */
  onUnlock?: (drawId: string) => void;
  /** The id of the giveaway's heading, which tells the unlock buttons apart. */
  describedBy?: string;
}) {
  const { t } = useTranslation(membershipTexts);
  const state = entryStateOf(draw);
  const isPending = unlock?.status === 'pending';
  const refusal = unlock?.status === 'resolved' ? unlock.refusal : null;
  return (
    <div className={`giveaway-entry giveaway-entry--${state.kind}`}>
      <p className="giveaway-entry__label">{state.label}</p>
      {state.detail ? <p className="giveaway-entry__detail">{state.detail}</p> : null}
      {state.canUnlock && onUnlock ? (
        <button
          type="button"
          className="button"
          aria-describedby={describedBy}
          aria-disabled={isPending || undefined}
          onClick={() => {
            if (!isPending) onUnlock(draw.id);
          }}
        >
          {t('membership.unlock_entry')}
        </button>
      ) : null}
      {isPending ? <p role="status">{t('membership.unlocking_entry')}</p> : null}
      {refusal && state.kind === 'locked' ? (
        <p role="alert" className="giveaway-entry__refusal">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

/** What the customer won in a drawn giveaway, and how each prize reaches them. */
export function EntryResult({ draw }: { draw: GiveawayDraw }) {
  const { t } = useTranslation(membershipTexts);
  const { entry } = draw;
  if (!entry || entry.result === 'pending') return null;
  if (entry.result === 'not_won') {
    return <p className="giveaway-result">{t('membership.not_a_winner')}</p>;
  }
  return (
    <ul className="giveaway-result giveaway-result--won">
      {entry.prizesWon.map((prize) => (
        <li key={`${prize.ranking}-${prize.name}`}>
          <strong>{t('membership.you_won', { prize: prize.name })}</strong>{' '}
          <span>{payoutTextOf(prize)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A giveaway as the lists show it: an article named by its heading ('Daily giveaway 12'), its
 * prizes, when it closes, the customer's entry and the way to its page.
 */
export function GiveawayArticle({
  draw,
  headingLevel,
  showEntry,
  showResult = false,
  unlock,
  onUnlock,
}: {
  draw: GiveawayDraw;
  headingLevel: 2 | 3;
  /** The entry states show with the giveaway entries capability only. */
  showEntry: boolean;
  /** Shows the prizes won (closed giveaways). */
  showResult?: boolean;
  unlock?: UnlockRequest | undefined;
  onUnlock?: (drawId: string) => void;
}) {
  const { t } = useTranslation(membershipTexts);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="giveaway" aria-labelledby={headingId}>
      <Heading id={headingId} className="giveaway__title">
        {giveawayNameOf(draw)}
      </Heading>
      {draw.pill ? <p className="giveaway__pill">{draw.pill}</p> : null}
      {draw.description ? <p>{draw.description}</p> : null}
      <ul className="giveaway__prizes">
        {draw.prizes.map((prize) => (
          <li key={prize.ranking}>{prizeTextOf(prize)}</li>
        ))}
      </ul>
      <p className="giveaway__timing">{timingTextOf(draw)}</p>
      {showEntry ? (
        <EntryStatus draw={draw} unlock={unlock} onUnlock={onUnlock} describedBy={headingId} />
      ) : null}
      {showEntry && showResult ? <EntryResult draw={draw} /> : null}
      <p>
        <Link to={giveawayPathOf(draw)} aria-describedby={headingId}>
          {t('membership.view_giveaway')}
        </Link>
      </p>
    </article>
  );
}
