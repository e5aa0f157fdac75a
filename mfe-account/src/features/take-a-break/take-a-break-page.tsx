import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Dialog, FormAlert, LoadState, useTranslation } from 'remote-kit';
import { gamblingHelp, type PlayBreakState } from 'shared-kernel/contract/responsible-play';
import { accountTexts } from 'shared-kernel/contract/texts';
import { BreakChoiceForm } from './break-choice-form';
import { breakMessages, confirmTitleOf, currentBreakText } from './break-text';
import { type PlayBreakChoice } from './take-a-break-api';
import stylesheet from './take-a-break-page.css';
import {
  breakChoiceWithdrawn,
  breakStartConfirmed,
  selectTakeABreak,
  takeABreakPageOpened,
} from './take-a-break-slice';

function ConfirmDialog({ choice }: { choice: PlayBreakChoice }) {
  const dispatch = useDispatch();
  const close = () => dispatch(breakChoiceWithdrawn());
  const isBreak = choice.kind === 'break';
  const { t } = useTranslation(accountTexts);
  return (
    <Dialog title={confirmTitleOf(choice)} onClose={close}>
      <p>
        {isBreak ? breakMessages.confirmBreak(choice) : breakMessages.confirmSelfExclusion(choice)}
      </p>
      <div className="break-actions">
        <button
          type="button"
          className="button button--danger"
          onClick={() => dispatch(breakStartConfirmed(choice))}
        >
          {isBreak ? t('account.break_start_mine') : t('account.self_exclusion_exclude_me')}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          {t('account.break_not_now')}
        </button>
      </div>
    </Dialog>
  );
}

/** The choices on offer: a break (or a longer one while a break runs) and self-exclusion. */
function Choices({ value, isStarting }: { value: PlayBreakState; isStarting: boolean }) {
  const { current, durations } = value;
  const { t } = useTranslation(accountTexts);
  if (current?.kind === 'self_exclusion') return null;
  const isOnBreak = current?.kind === 'break';
  return (
    <>
      <BreakChoiceForm
        kind="break"
        durations={durations.break}
        title={isOnBreak ? t('account.break_extend_title') : t('account.break_heading')}
        legend={t('account.break_how_long')}
        submitLabel={isOnBreak ? t('account.break_extend_mine') : t('account.break_heading')}
        isDisabled={isStarting}
      >
        {isOnBreak ? <p>{t('account.break_longer_replaces')}</p> : null}
      </BreakChoiceForm>
      <BreakChoiceForm
        kind="self_exclusion"
        durations={durations.selfExclusion}
        title={t('account.self_exclusion_title')}
        legend={t('account.self_exclusion_legend')}
        submitLabel={t('account.self_exclusion_title')}
        isDisabled={isStarting}
      >
        <p>{breakMessages.selfExclusionFinal}</p>
      </BreakChoiceForm>
    </>
  );
}

/** /my-account/take-a-break: a break from buying, or self-exclusion (product.md §1 limits). */
export function TakeABreakPage() {
  const dispatch = useDispatch();
  const state = useSelector(selectTakeABreak);
  const { t } = useTranslation(accountTexts);
  useEffect(() => {
    dispatch(takeABreakPageOpened());
  }, [dispatch]);
  const current = state.value?.current ?? null;
  return (
    // Not a labelled region: the break choice below is the one named 'Take a break'.
    <div className="account-page take-a-break">
      <style href="mfe-account/take-a-break" precedence="default">
        {stylesheet}
      </style>
      <h1>{t('account.break_heading')}</h1>
      <p>{breakMessages.whatItDoes}</p>
      <p>{breakMessages.noEarlyEnd}</p>
      {state.status === 'failed' || !state.value ? (
        <LoadState
          status={state.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={state.failureStatus}
          retry={() => dispatch(takeABreakPageOpened())}
          what={t('account.break_loading')}
        />
      ) : (
        <>
          {current ? <p className="take-a-break__current">{currentBreakText(current)}</p> : null}
          {state.notice ? (
            <p role="status" className="form-notice">
              {state.notice}
            </p>
          ) : null}
          <FormAlert message={state.error} />
          {state.isStarting ? <p role="status">{t('account.break_starting')}</p> : null}
          {/* A new break starts the choices afresh (the form's success: reset). */}
          <Choices key={current?.id ?? 'none'} value={state.value} isStarting={state.isStarting} />
        </>
      )}
      <aside className="take-a-break__help" aria-label={t('account.break_help_label')}>
        <p>
          {breakMessages.help}{' '}
          <a href={`tel:${gamblingHelp.phone.replace(/\s/g, '')}`}>
            {t('account.break_help_call', { phone: gamblingHelp.phone })}
          </a>{' '}
          {t('account.break_help_or_visit')}{' '}
          <a href={`https://${gamblingHelp.website}`}>{gamblingHelp.website}</a>.
        </p>
        <p>
          {t('account.break_also_set')}{' '}
          <Link to="/my-account/spend-limits">{t('account.break_spend_limits_link')}</Link>{' '}
          {t('account.break_or_a')}{' '}
          <Link to="/my-account/precommitment-limit">{t('account.limit_words_precommitment')}</Link>
          .
        </p>
      </aside>
      {state.confirming ? <ConfirmDialog choice={state.confirming} /> : null}
    </div>
  );
}
