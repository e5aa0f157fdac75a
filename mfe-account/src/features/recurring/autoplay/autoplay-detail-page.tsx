import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { GameNumbers, LoadState, NotFoundPage, pageNumberOf } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { type Autoplay } from 'shared-kernel/contract/recurring';
import { selectAutoplayDetail, selectAutoplayState } from '../recurring-slice';
import { RecurringStyles } from '../recurring-styles';
import { FactList, RecentDraws } from '../shared/recurring-parts';
import { StatusActions } from '../shared/status-actions';
import { AutoplayGamesEditor } from './autoplay-games-editor';
import { autoplayFacts, autoplayListPathOf } from './autoplay-parts';
import { MinimumJackpotForm, QuickpickSwitch } from './autoplay-settings';
import {
  autoplayChangeRequested,
  autoplayDetailRequested,
  autoplayGamesEditClosed,
  autoplayGamesEditOpened,
} from './autoplay-slice';

/** The games the autoplay buys, the Quick Pick switch and the way to change them. */
function AutoplayGames({ autoplay, isBusy }: { autoplay: Autoplay; isBusy: boolean }) {
  const headingId = useId();
  const dispatch = useDispatch();
  const { isEditingGames, changeError } = useSelector(selectAutoplayState);
  const gamesError = changeError?.kind === 'games' ? changeError.message : null;
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>Games</h2>
      {autoplay.games.length > 0 ? (
        <GameNumbers games={autoplay.games} label={`Games of ${autoplay.productOfferName}`} />
      ) : null}
      <QuickpickSwitch autoplay={autoplay} isBusy={isBusy} />
      {isEditingGames ? (
        <AutoplayGamesEditor
          autoplay={autoplay}
          isBusy={isBusy}
          serverError={gamesError}
          onSave={(patch) =>
            dispatch(autoplayChangeRequested(autoplay.autoplayId, { kind: 'games', patch }))
          }
          onClose={() => dispatch(autoplayGamesEditClosed())}
        />
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch(autoplayGamesEditOpened())}
        >
          Edit games
        </button>
      )}
    </section>
  );
}

function AutoplayDetail({ autoplay, page }: { autoplay: Autoplay; page: number }) {
  const dispatch = useDispatch();
  const { pendingChange } = useSelector(selectAutoplayState);
  const isBusy = pendingChange !== null;
  const isCancelled = autoplay.status === 'recurring_status_cancelled';
  return (
    <>
      <p>
        {autoplay.description} · {autoplay.frequencyLabel}
      </p>
      <FactList
        label="About this autoplay"
        facts={[...autoplayFacts(autoplay), ['Started', formatDrawDate(autoplay.createdAt)]]}
      />
      <StatusActions
        what="autoplay"
        status={autoplay.status}
        isBusy={isBusy}
        onChange={(change) => dispatch(autoplayChangeRequested(autoplay.autoplayId, change))}
      />
      {isCancelled ? null : (
        <>
          <AutoplayGames autoplay={autoplay} isBusy={isBusy} />
          <MinimumJackpotForm autoplay={autoplay} isBusy={isBusy} />
        </>
      )}
      <RecentDraws attempts={autoplay.attempts} />
      <p>
        <Link to={autoplayListPathOf(page)}>Back to autoplay</Link>
      </p>
    </>
  );
}

/** /my-account/autoplay/{page}/ticket/{id}: one autoplay, what it plays and how to change it. */
export function AutoplayDetailPage() {
  const headingId = useId();
  const dispatch = useDispatch();
  const params = useParams();
  const page = pageNumberOf(params.page);
  const id = params.id ?? '';
  const detail = useSelector((state: Parameters<typeof selectAutoplayDetail>[0]) =>
    selectAutoplayDetail(state, id),
  );
  const load = () => {
    dispatch(autoplayDetailRequested(id));
  };
  useEffect(load, [dispatch, id]);
  if (detail.status === 'failed' && detail.failureStatus === 404) return <NotFoundPage />;
  const { autoplay } = detail;
  return (
    <section aria-labelledby={headingId} className="recurring-page">
      <RecurringStyles />
      <p>
        <Link to={autoplayListPathOf(page)}>Autoplay</Link>
      </p>
      <h1 id={headingId}>{autoplay ? `${autoplay.productOfferName} Autoplay` : 'Autoplay'}</h1>
      {autoplay ? (
        <AutoplayDetail autoplay={autoplay} page={page} />
      ) : (
        <LoadState
          status={detail.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={detail.failureStatus}
          retry={load}
          what="your autoplay"
        />
      )}
    </section>
  );
}
