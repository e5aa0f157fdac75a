import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { GameNumbers, LoadState, NotFoundPage, pageNumberOf, useTranslation } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { type Autoplay } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
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
  const { t } = useTranslation(accountPlayTexts);
  const dispatch = useDispatch();
  const { isEditingGames, changeError } = useSelector(selectAutoplayState);
  const gamesError = changeError?.kind === 'games' ? changeError.message : null;
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>{t('account_play.games_heading')}</h2>
      {autoplay.games.length > 0 ? (
        <GameNumbers
          games={autoplay.games}
          label={t('account_play.games_of', { name: autoplay.productOfferName })}
        />
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
          {t('account_play.edit_games')}
        </button>
      )}
    </section>
  );
}

function AutoplayDetail({ autoplay, page }: { autoplay: Autoplay; page: number }) {
  const { t } = useTranslation(accountPlayTexts);
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
        label={t('account_play.autoplay_about')}
        facts={[
          ...autoplayFacts(t, autoplay),
          [t('account_play.fact_started'), formatDrawDate(autoplay.createdAt)],
        ]}
      />
      <StatusActions
        what={t('account_play.what_autoplay')}
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
        <Link to={autoplayListPathOf(page)}>{t('account_play.back_to_autoplay')}</Link>
      </p>
    </>
  );
}

/** /my-account/autoplay/{page}/ticket/{id}: one autoplay, what it plays and how to change it. */
export function AutoplayDetailPage() {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
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
        <Link to={autoplayListPathOf(page)}>{t('account_play.autoplay_title')}</Link>
      </p>
      <h1 id={headingId}>
        {autoplay
          ? t('account_play.autoplay_heading', { name: autoplay.productOfferName })
          : t('account_play.autoplay_title')}
      </h1>
      {autoplay ? (
        <AutoplayDetail autoplay={autoplay} page={page} />
      ) : (
        <LoadState
          status={detail.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={detail.failureStatus}
          retry={load}
          what={t('account_play.autoplay_loading')}
        />
      )}
    </section>
  );
}
