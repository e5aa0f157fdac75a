import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Dialog, useTranslation } from 'remote-kit';
import { type Money } from 'shared-kernel/contract/money';
import { accountTexts } from 'shared-kernel/contract/texts';
import { LimitAmountForm } from './limit-amount-form';
import { limitMessages, limitTitleOf, limitWordsOf, moneyText } from './limit-text';
import { type LimitView } from './limit-views';
import {
  limitChangeCancelRequested,
  limitFormOpened,
  limitRemoveConfirmed,
  type LimitFormState,
} from './limits-slice';

/** How much of the limit is used, as a bar that says its figures to assistive technology. */
function LimitProgress({ label, spent, amount }: { label: string; spent: Money; amount: Money }) {
  const { t } = useTranslation(accountTexts);
  const used = Math.min(spent.amount, amount.amount);
  const percent = amount.amount > 0 ? Math.round((used / amount.amount) * 100) : 100;
  return (
    <div
      className="limit-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={amount.amount}
      aria-valuenow={used}
      aria-valuetext={t('account.limit_progress_value', {
        spent: moneyText(spent),
        amount: moneyText(amount),
      })}
    >
      <div
        className={`limit-progress__bar${percent >= 100 ? ' limit-progress__bar--full' : ''}`}
        style={{ inlineSize: `${percent}%` }}
      />
    </div>
  );
}

function Standing({ view }: { view: LimitView }) {
  const { amount, spent, remaining, periodEndsAt, target } = view;
  const { t } = useTranslation(accountTexts);
  if (!amount) {
    return (
      <>
        <p className="limit-panel__none">{t('account.limit_none')}</p>
        {target === 'precommitment' ? (
          <p>{t('account.limit_spent_this_month', { amount: moneyText(spent) })}</p>
        ) : null}
      </>
    );
  }
  return (
    <>
      <p className="limit-panel__amount">{moneyText(amount)}</p>
      <p>{limitMessages.spentOf(target, spent, amount)}</p>
      <LimitProgress
        label={t('account.limit_used', { limit: limitTitleOf(target) })}
        spent={spent}
        amount={amount}
      />
      {remaining ? <p className="limit-panel__left">{limitMessages.left(remaining)}</p> : null}
      {periodEndsAt ? (
        <p className="limit-panel__resets">{limitMessages.resets(periodEndsAt)}</p>
      ) : null}
      {periodEndsAt ? null : (
        <p className="limit-panel__resets">
          {target === 'precommitment'
            ? limitMessages.precommitmentResets
            : limitMessages.rolling(target)}
        </p>
      )}
    </>
  );
}

function RemoveDialog({
  view,
  onClose,
  onConfirm,
}: {
  view: LimitView;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(accountTexts);
  return (
    <Dialog
      title={t('account.limit_remove_title', { limit: limitWordsOf(view.target) })}
      onClose={onClose}
    >
      <p>{limitMessages.removalNote}</p>
      <div className="limit-form__actions">
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {t('account.limit_remove')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('account.limit_keep')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * One limit: the amount in force, what is spent and left, when it resets, a change waiting for
 * its cooling-off time, and the ways to set, change or remove it.
 */
export function LimitPanel({
  view,
  form,
  isBusy,
  notice,
  maximum,
  headingLevel,
  title = limitTitleOf(view.target),
}: {
  view: LimitView;
  /** The form of this limit, when it is the one open. */
  form: LimitFormState | null;
  isBusy: boolean;
  notice: string | null;
  maximum: number;
  headingLevel: 2 | 3;
  title?: string;
}) {
  const dispatch = useDispatch();
  const { t } = useTranslation(accountTexts);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const isEditing = form !== null;
  const isRemovalPending = view.pendingFrom !== null && view.pendingAmount === null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // The form closed (saved or cancelled): focus, lost with the form, goes back to the button that
  // opened it; not when it closed because another limit's form opened and took the focus.
  const wasEditing = useRef(isEditing);
  useEffect(() => {
    const focused = document.activeElement;
    const isFocusLost = focused === null || focused === document.body;
    if (
      wasEditing.current &&
      !isEditing &&
      (isFocusLost || sectionRef.current?.contains(focused))
    ) {
      actionRef.current?.focus();
    }
    wasEditing.current = isEditing;
  }, [isEditing]);

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="limit-panel"
      aria-busy={isBusy || undefined}
    >
      <Heading id={headingId}>{title}</Heading>
      <Standing view={view} />
      {view.pendingFrom ? (
        <div className="limit-panel__pending">
          <p>{limitMessages.pending(view.pendingAmount, view.pendingFrom)}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={isBusy}
            onClick={() => {
              if (view.id) dispatch(limitChangeCancelRequested(view.target, view.id));
            }}
          >
            {t('account.limit_cancel_change')}
          </button>
        </div>
      ) : null}
      {notice ? (
        <p role="status" className="form-notice">
          {notice}
        </p>
      ) : null}
      {form ? (
        <LimitAmountForm view={view} form={form} maximum={maximum} />
      ) : (
        <div className="limit-form__actions">
          <button
            ref={actionRef}
            type="button"
            className="button"
            disabled={isBusy}
            onClick={() => dispatch(limitFormOpened(view.target))}
          >
            {view.amount ? t('account.limit_change') : t('account.limit_set')}
          </button>
          {view.amount && !isRemovalPending ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={isBusy}
              onClick={() => setConfirmingRemoval(true)}
            >
              {t('account.limit_remove')}
            </button>
          ) : null}
        </div>
      )}
      {isConfirmingRemoval ? (
        <RemoveDialog
          view={view}
          onClose={() => setConfirmingRemoval(false)}
          onConfirm={() => {
            setConfirmingRemoval(false);
            if (view.id) dispatch(limitRemoveConfirmed(view.target, view.id));
          }}
        />
      ) : null}
    </section>
  );
}
