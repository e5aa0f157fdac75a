import { useId, useState } from 'react';
import { Dialog, useTranslation } from 'remote-kit';
import { isPausedStatus, type RecurringStatus } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
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
  /** 'autoplay' or 'subscription' in the page's words, as the buttons name it. */
  what: string;
  status: RecurringStatus;
  isBusy: boolean;
  onChange: (change: StatusChange) => void;
}) {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
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
        <h2 id={headingId}>{t('account_play.pause_or_cancel_heading')}</h2>
        <p>{t('account_play.cancelled_notice', { what })}</p>
      </section>
    );
  }
  const isPaused = isPausedStatus(status);
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>{t('account_play.pause_or_cancel_heading')}</h2>
      <div className="recurring-actions">
        {isPaused ? (
          <button
            type="button"
            className="button"
            aria-disabled={isBusy || undefined}
            onClick={() => change({ kind: 'unpause' })}
          >
            {t('account_play.unpause')}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            aria-disabled={isBusy || undefined}
            onClick={() => change({ kind: 'pause' })}
          >
            {t('account_play.pause')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={isChoosingDay}
          onClick={() => setChoosingDay((open) => !open)}
        >
          {t('account_play.pause_until_open')}
        </button>
        <button
          type="button"
          className="button button--danger"
          aria-disabled={isBusy || undefined}
          onClick={() => setConfirmingCancel(true)}
        >
          {t('account_play.cancel_what', { what })}
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
        <Dialog
          title={t('account_play.cancel_what_question', { what })}
          onClose={() => setConfirmingCancel(false)}
        >
          <p>{t('account_play.cancel_final')}</p>
          <div className="form-actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                setConfirmingCancel(false);
                change({ kind: 'cancel' });
              }}
            >
              {t('account_play.cancel_what', { what })}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirmingCancel(false)}
            >
              {t('account_play.keep_what', { what })}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
