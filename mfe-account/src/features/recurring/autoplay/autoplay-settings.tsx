import { Form, Formik } from 'formik';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormAlert, TextField } from 'remote-kit';
import { formatWholeCurrency } from 'shared-kernel/contract/format';
import { type Autoplay } from 'shared-kernel/contract/recurring';
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
        <label htmlFor={inputId}>Quick Pick every draw</label>
      </div>
      <p id={`${inputId}-hint`} className="form-field__hint">
        {autoplay.quickpick
          ? 'Each draw gets new random numbers.'
          : 'Each draw plays the games above.'}
      </p>
    </div>
  );
}

interface MinimumJackpotValues {
  amount: string;
}

const validateMinimumJackpot = createFormValidator<MinimumJackpotValues>({
  amount: [required('Please enter the minimum jackpot'), currency(), minimumAmount(1)],
});

/** The jackpot a draw must reach for the autoplay to buy it; cleared, every draw is bought. */
export function MinimumJackpotForm({ autoplay, isBusy }: { autoplay: Autoplay; isBusy: boolean }) {
  const headingId = useId();
  const dispatch = useDispatch();
  const { changeError } = useSelector(selectAutoplayState);
  const minimum = autoplay.minimumJackpotAmount;
  const change = (dollars: number | null) => {
    if (isBusy) return;
    dispatch(autoplayChangeRequested(autoplay.autoplayId, { kind: 'minimumJackpot', dollars }));
  };
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>Minimum jackpot</h2>
      <p>
        {minimum
          ? `Buys only when the jackpot is ${formatWholeCurrency(minimum.amount, minimum.currency)} or more.`
          : 'No minimum: every draw is bought.'}
      </p>
      <Formik<MinimumJackpotValues>
        initialValues={{ amount: minimum ? String(minimum.amount) : '' }}
        enableReinitialize
        validate={validateMinimumJackpot}
        onSubmit={(values) => change(amountFromInput(values.amount))}
      >
        <Form noValidate className="recurring-form" aria-label="Set the minimum jackpot">
          <FormAlert
            message={changeError?.kind === 'minimumJackpot' ? changeError.message : null}
          />
          <TextField
            name="amount"
            label="Minimum jackpot"
            inputMode="decimal"
            hint="Only buy when the jackpot is at least this."
          />
          <div className="form-actions">
            <button type="submit" className="button" aria-disabled={isBusy || undefined}>
              Save
            </button>
            {minimum ? (
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={isBusy || undefined}
                onClick={() => change(null)}
              >
                Clear
              </button>
            ) : null}
          </div>
        </Form>
      </Formik>
    </section>
  );
}
