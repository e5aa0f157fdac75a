import { Form, Formik } from 'formik';
import { useId, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormAlert, TextField, useTranslation } from 'remote-kit';
import { formatWholeCurrency } from 'shared-kernel/contract/format';
import { type Autoplay } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
import {
  amountFromInput,
  createFormValidator,
  currency,
  minimumAmount,
  required,
} from 'shared-kernel/contract/validation';
import { selectAutoplayState } from '../recurring-slice';
import { autoplayChangeRequested } from './autoplay-slice';

/** Quick Pick on: every draw gets fresh random numbers; off: the games shown are played. */
export function QuickpickSwitch({ autoplay, isBusy }: { autoplay: Autoplay; isBusy: boolean }) {
  const { t } = useTranslation(accountPlayTexts);
  const dispatch = useDispatch();
  const inputId = useId();
  return (
    <div className="form-field">
      <div className="recurring-switch">
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          checked={autoplay.quickpick}
          aria-describedby={`${inputId}-hint`}
          aria-disabled={isBusy || undefined}
          onChange={(event) => {
            if (isBusy) return;
            dispatch(
              autoplayChangeRequested(autoplay.autoplayId, {
                kind: 'quickpick',
                quickpick: event.target.checked,
              }),
            );
          }}
        />
        <label htmlFor={inputId}>{t('account_play.quickpick_every_draw')}</label>
      </div>
      <p id={`${inputId}-hint`} className="form-field__hint">
        {autoplay.quickpick
          ? t('account_play.quickpick_on_hint')
          : t('account_play.quickpick_off_hint')}
      </p>
    </div>
  );
}

interface MinimumJackpotValues {
  amount: string;
}

/** The jackpot a draw must reach for the autoplay to buy it; cleared, every draw is bought. */
export function MinimumJackpotForm({ autoplay, isBusy }: { autoplay: Autoplay; isBusy: boolean }) {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  const dispatch = useDispatch();
  const { changeError } = useSelector(selectAutoplayState);
  const minimum = autoplay.minimumJackpotAmount;
  const validateMinimumJackpot = useMemo(
    () =>
      createFormValidator<MinimumJackpotValues>({
        amount: [
          required(t('account_play.minimum_jackpot_required')),
          currency(),
          minimumAmount(1),
        ],
      }),
    [t],
  );
  const change = (dollars: number | null) => {
    if (isBusy) return;
    dispatch(autoplayChangeRequested(autoplay.autoplayId, { kind: 'minimumJackpot', dollars }));
  };
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>{t('account_play.minimum_jackpot_heading')}</h2>
      <p>
        {minimum
          ? t('account_play.minimum_jackpot_set', {
              amount: formatWholeCurrency(minimum.amount, minimum.currency),
            })
          : t('account_play.minimum_jackpot_none')}
      </p>
      <Formik<MinimumJackpotValues>
        initialValues={{ amount: minimum ? String(minimum.amount) : '' }}
        enableReinitialize
        validate={validateMinimumJackpot}
        onSubmit={(values) => change(amountFromInput(values.amount))}
      >
        <Form
          noValidate
          className="recurring-form"
          aria-label={t('account_play.minimum_jackpot_form')}
        >
          <FormAlert
            message={changeError?.kind === 'minimumJackpot' ? changeError.message : null}
          />
          <TextField
            name="amount"
            label={t('account_play.minimum_jackpot_label')}
            inputMode="decimal"
            hint={t('account_play.minimum_jackpot_hint')}
          />
          <div className="form-actions">
            <button type="submit" className="button" aria-disabled={isBusy || undefined}>
              {t('account_play.save')}
            </button>
            {minimum ? (
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={isBusy || undefined}
                onClick={() => change(null)}
              >
                {t('account_play.minimum_jackpot_clear')}
              </button>
            ) : null}
          </div>
        </Form>
      </Formik>
    </section>
  );
}
