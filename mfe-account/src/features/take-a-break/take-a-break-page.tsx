import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Dialog, FormAlert, LoadState } from 'remote-kit';
import { gamblingHelp, type PlayBreakState } from 'shared-kernel/contract/responsible-play';
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
          {isBreak ? 'Start my break' : 'Exclude me'}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          Not now
        </button>
      </div>
    </Dialog>
  );
}

/** The choices on offer: a break (or a longer one while a break runs) and self-exclusion. */
function Choices({ value, isStarting }: { value: PlayBreakState; isStarting: boolean }) {
  const { current, durations } = value;
  if (current?.kind === 'self_exclusion') return null;
  const isOnBreak = current?.kind === 'break';
  return (
    <>
      <BreakChoiceForm
        kind="break"
        durations={durations.break}
        title={isOnBreak ? 'Extend your break' : 'Take a break'}
        legend="How long for?"
        submitLabel={isOnBreak ? 'Extend my break' : 'Take a break'}
        isDisabled={isStarting}
      >
        {isOnBreak ? <p>A longer break replaces the one you are taking now.</p> : null}
      </BreakChoiceForm>
      <BreakChoiceForm
        kind="self_exclusion"
        durations={durations.selfExclusion}
        title="Self-exclude"
        legend="Exclude yourself for"
        submitLabel="Self-exclude"
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
      <h1>Take a break</h1>
      <p>{breakMessages.whatItDoes}</p>
      <p>{breakMessages.noEarlyEnd}</p>
      {state.status === 'failed' || !state.value ? (
        <LoadState
          status={state.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={state.failureStatus}
          retry={() => dispatch(takeABreakPageOpened())}
          what="your breaks"
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
          {state.isStarting ? <p role="status">Starting…</p> : null}
          {/* A new break starts the choices afresh (the form's success: reset). */}
          <Choices key={current?.id ?? 'none'} value={state.value} isStarting={state.isStarting} />
        </>
      )}
      <aside className="take-a-break__help" aria-label="Help">
        <p>
          {breakMessages.help}{' '}
          <a href={`tel:${gamblingHelp.phone.replace(/\s/g, '')}`}>Call {gamblingHelp.phone}</a> or
          visit <a href={`https://${gamblingHelp.website}`}>{gamblingHelp.website}</a>.
        </p>
        <p>
          You can also set <Link to="/my-account/spend-limits">spend limits</Link> or a{' '}
          <Link to="/my-account/precommitment-limit">precommitment limit</Link>.
        </p>
      </aside>
      {state.confirming ? <ConfirmDialog choice={state.confirming} /> : null}
    </div>
  );
}
