import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Dialog, FormAlert, LoadState, NotFoundPage, useTranslation } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { type ScheduledPurchase } from 'shared-kernel/contract/scheduled-purchases';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
import { selectScheduled } from '../recurring-slice';
import { RecurringStyles } from '../recurring-styles';
import { FactList } from '../shared/recurring-parts';
import { money } from '../shared/recurring-text';
import { paymentText, scheduledKindText, scheduledStatusText } from './scheduled-parts';
import { scheduledCancelRequested, scheduledDetailRequested } from './scheduled-slice';

function CancelScheduled({ scheduled }: { scheduled: ScheduledPurchase }) {
  const { t } = useTranslation(accountPlayTexts);
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
          {t('account_play.scheduled_cancel')}
        </button>
      </div>
      {isConfirming ? (
        <Dialog
          title={t('account_play.scheduled_cancel_question')}
          onClose={() => setConfirming(false)}
        >
          <p>{t('account_play.scheduled_cancel_warning', { drawNo: scheduled.drawNo })}</p>
          <div className="form-actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                setConfirming(false);
                dispatch(scheduledCancelRequested(scheduled.encodedId));
              }}
            >
              {t('account_play.scheduled_cancel_confirm')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              {t('account_play.scheduled_keep')}
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
  const { t } = useTranslation(accountPlayTexts);
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
      <h1 id={headingId}>{t('account_play.scheduled_heading')}</h1>
      {!scheduled ? (
        <LoadState
          status={isCurrent && detail.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={detail.failureStatus}
          retry={load}
          what={t('account_play.scheduled_loading')}
        />
      ) : (
        <section className="recurring-section" aria-label={scheduled.lotteryName}>
          <h2>{scheduled.lotteryName}</h2>
          <p>{scheduled.description}</p>
          <FactList
            facts={[
              [t('account_play.fact_kind'), scheduledKindText(t, scheduled)],
              [
                t('account_play.fact_draw'),
                t('account_play.draw_on', {
                  drawNo: scheduled.drawNo,
                  drawDate: formatDrawDate(scheduled.drawDate),
                }),
              ],
              [t('account_play.fact_price'), money(scheduled.price)],
              [t('account_play.fact_status'), scheduledStatusText(t, scheduled)],
              [
                t('account_play.fact_payment'),
                scheduled.cancelledAt ? null : paymentText(t, scheduled),
              ],
              [
                t('account_play.fact_cancelled'),
                scheduled.cancelledAt ? formatDrawDate(scheduled.cancelledAt) : null,
              ],
            ]}
          />
          {scheduled.status === 'scheduled_status_active' ? (
            <CancelScheduled scheduled={scheduled} />
          ) : (
            <p role="status">{t('account_play.scheduled_cancelled_notice')}</p>
          )}
        </section>
      )}
      <p>
        <Link to="/my-account/recurring-purchases/1">
          {t('account_play.back_to_recurring_purchases')}
        </Link>
      </p>
    </section>
  );
}
