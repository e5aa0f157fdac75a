import { useId, useState } from 'react';
import { Dialog } from 'remote-kit';
import { isPausedStatus, type RecurringStatus } from 'shared-kernel/contract/recurring';
import { PauseUntilForm } from './pause-until-form';
import { type StatusChange } from './status-change';

/**
 * Pause, pause until a day, unpause and cancel (product.md §4): what a customer may do with an
 * autoplay or a subscription. Cancelling is final, so it asks first.
 */
export function StatusActions({
  what,
  status,
  isBusy,
  onChange,
}: {
  /** 'autoplay' or 'subscription', as the buttons name it. */
  what: string;
  status: RecurringStatus;
  isBusy: boolean;
  onChange: (change: StatusChange) => void;
}) {
  const headingId = useId();
  const [isChoosingDay, setChoosingDay] = useState(false);
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  const change = (next: StatusChange) => {
    if (isBusy) return;
    setChoosingDay(false);
    onChange(next);
  };
  if (status === 'recurring_status_cancelled') {
    return (
      <section aria-labelledby={headingId} className="recurring-section">
        <h2 id={headingId}>Pause or cancel</h2>
        <p>This {what} is cancelled: it buys no more tickets.</p>
      </section>
    );
  }
  const isPaused = isPausedStatus(status);
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>Pause or cancel</h2>
      <div className="recurring-actions">
        {isPaused ? (
          <button
            type="button"
            className="button"
            aria-disabled={isBusy || undefined}
            onClick={() => change({ kind: 'unpause' })}
          >
            Unpause
          </button>
        ) : (
          <button
            type="button"
            className="button"
            aria-disabled={isBusy || undefined}
            onClick={() => change({ kind: 'pause' })}
          >
            Pause
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={isChoosingDay}
          onClick={() => setChoosingDay((open) => !open)}
        >
          Pause until…
        </button>
        <button
          type="button"
          className="button button--danger"
          aria-disabled={isBusy || undefined}
          onClick={() => setConfirmingCancel(true)}
        >
          Cancel {what}
        </button>
      </div>
      {isChoosingDay ? (
        <PauseUntilForm
          isBusy={isBusy}
          onSubmit={(pausedUntil) => change({ kind: 'pauseUntil', pausedUntil })}
          onClose={() => setChoosingDay(false)}
        />
      ) : null}
      {isConfirmingCancel ? (
        <Dialog title={`Cancel this ${what}?`} onClose={() => setConfirmingCancel(false)}>
          <p>
            Cancelling is final: no more tickets are bought for it. Tickets already bought still
            play.
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                setConfirmingCancel(false);
                change({ kind: 'cancel' });
              }}
            >
              Cancel {what}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirmingCancel(false)}
            >
              Keep {what}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
