import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Dialog, FormAlert, LoadState, NotFoundPage } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { type ScheduledPurchase } from 'shared-kernel/contract/scheduled-purchases';
import { selectScheduled } from '../recurring-slice';
import { RecurringStyles } from '../recurring-styles';
import { FactList } from '../shared/recurring-parts';
import { money } from '../shared/recurring-text';
import { paymentText, scheduledKindText, scheduledStatusText } from './scheduled-parts';
import { scheduledCancelRequested, scheduledDetailRequested } from './scheduled-slice';

function CancelScheduled({ scheduled }: { scheduled: ScheduledPurchase }) {
  const dispatch = useDispatch();
  const { cancellingId, cancelError } = useSelector(selectScheduled);
  const [isConfirming, setConfirming] = useState(false);
  const isBusy = cancellingId !== null;
  return (
    <>
      <FormAlert message={cancelError} />
      <div className="form-actions">
        <button
          type="button"
          className="button button--danger"
          aria-disabled={isBusy || undefined}
          onClick={() => {
            if (!isBusy) setConfirming(true);
          }}
        >
          Cancel
        </button>
      </div>
      {isConfirming ? (
        <Dialog title="Cancel this scheduled purchase?" onClose={() => setConfirming(false)}>
          <p>The ticket for draw {scheduled.drawNo} will not be bought. This cannot be undone.</p>
          <div className="form-actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                setConfirming(false);
                dispatch(scheduledCancelRequested(scheduled.encodedId));
              }}
            >
              Cancel scheduled purchase
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              Keep it
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

/** /my-account/scheduled-purchases/{id}: a scheduled purchase or pre-order; active ones cancel. */
export function ScheduledPurchasePage() {
  const headingId = useId();
  const dispatch = useDispatch();
  const id = useParams().id ?? '';
  const { detail } = useSelector(selectScheduled);
  const load = () => {
    dispatch(scheduledDetailRequested(id));
  };
  useEffect(load, [dispatch, id]);
  const isCurrent = detail.id === id;
  if (isCurrent && detail.status === 'failed' && detail.failureStatus === 404) {
    return <NotFoundPage />;
  }
  const scheduled = isCurrent ? detail.scheduledPurchase : null;
  return (
    <section aria-labelledby={headingId} className="recurring-page">
      <RecurringStyles />
      <h1 id={headingId}>Scheduled purchase</h1>
      {!scheduled ? (
        <LoadState
          status={isCurrent && detail.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={detail.failureStatus}
          retry={load}
          what="your scheduled purchase"
        />
      ) : (
        <section className="recurring-section" aria-label={scheduled.lotteryName}>
          <h2>{scheduled.lotteryName}</h2>
          <p>{scheduled.description}</p>
          <FactList
            facts={[
              ['Kind', scheduledKindText(scheduled)],
              ['Draw', `Draw ${scheduled.drawNo}, ${formatDrawDate(scheduled.drawDate)}`],
              ['Price', money(scheduled.price)],
              ['Status', scheduledStatusText(scheduled)],
              ['Payment', scheduled.cancelledAt ? null : paymentText(scheduled)],
              ['Cancelled', scheduled.cancelledAt ? formatDrawDate(scheduled.cancelledAt) : null],
            ]}
          />
          {scheduled.status === 'scheduled_status_active' ? (
            <CancelScheduled scheduled={scheduled} />
          ) : (
            <p role="status">This scheduled purchase is cancelled: nothing will be bought.</p>
          )}
        </section>
      )}
      <p>
        <Link to="/my-account/recurring-purchases/1">Back to recurring purchases</Link>
      </p>
    </section>
  );
}
