import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormAlert, LoadState, useTranslation } from 'remote-kit';
import { type RecurringPurchaseMethods } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
import { selectMethod } from '../recurring-slice';
import { methodRequested, methodSelectRequested } from './method-slice';

function MethodChoice({
  methods,
  isSaving,
}: {
  methods: RecurringPurchaseMethods;
  isSaving: boolean;
}) {
  const { t } = useTranslation(accountPlayTexts);
  const dispatch = useDispatch();
  const name = useId();
  const saved = methods.selectedRecurringPurchaseMethodKey;
  const [chosen, setChosen] = useState(saved);
  // A saved answer is what the radios show from then on.
  const [shownSaved, setShownSaved] = useState(saved);
  if (shownSaved !== saved) {
    setShownSaved(saved);
    setChosen(saved);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaving) dispatch(methodSelectRequested(chosen));
  };
  return (
    <form
      className="recurring-form"
      aria-label={t('account_play.payment_method_form')}
      noValidate
      onSubmit={submit}
    >
      <fieldset className="recurring-methods">
        <legend>{t('account_play.payment_method_legend')}</legend>
        {methods.availableRecurringPurchaseMethods.map((method) => (
          <label key={method.recurringPurchaseMethodKey}>
            <input
              type="radio"
              name={name}
              value={method.recurringPurchaseMethodKey}
              checked={chosen === method.recurringPurchaseMethodKey}
              disabled={method.disabled}
              onChange={() => setChosen(method.recurringPurchaseMethodKey)}
            />
            <span>{method.name}</span>
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={isSaving || undefined}>
          {t('account_play.save')}
        </button>
      </div>
    </form>
  );
}

/** The method that pays a recurring purchase when the wallet is short (api.md §7.4). */
export function PaymentMethodSection() {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  const dispatch = useDispatch();
  const { status, methods, failureStatus, isSaving, notice } = useSelector(selectMethod);
  const load = () => {
    dispatch(methodRequested());
  };
  useEffect(load, [dispatch]);
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>{t('account_play.payment_method_heading')}</h2>
      <p>{t('account_play.payment_method_intro')}</p>
      {status !== 'loaded' || !methods ? (
        <LoadState
          status={status === 'failed' ? 'failed' : 'loading'}
          failureStatus={failureStatus}
          retry={load}
          what={t('account_play.payment_method_loading')}
          reserve="6rem"
        />
      ) : (
        <>
          <MethodChoice methods={methods} isSaving={isSaving} />
          {notice && !notice.isError ? (
            <p role="status" className="form-notice">
              {notice.text}
            </p>
          ) : null}
          <FormAlert message={notice?.isError ? notice.text : null} />
        </>
      )}
    </section>
  );
}
