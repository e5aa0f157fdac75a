import { Form, Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { FormAlert, TextField, useTranslation } from 'remote-kit';
import { accountTexts } from 'shared-kernel/contract/texts';
import {
  amountFromInput,
  currency,
  maximumAmount,
  minimumAmount,
  required,
  validateForm,
  type FieldRules,
} from 'shared-kernel/contract/validation';
import { limitMessages, limitWordsOf } from './limit-text';
import { type LimitView } from './limit-views';
import { limitAmountSubmitted, limitFormClosed, type LimitFormState } from './limits-slice';

interface AmountValues {
  amount: string;
}

/** product.md §5: an amount in dollars, two decimals at most, from 0.01 up to `maximum`. */
function rulesFor(maximum: number): FieldRules<AmountValues> {
  return { amount: [required(), currency(), minimumAmount(), maximumAmount(maximum)] };
}

/** What the change will do, said before it is submitted: lowering is at once, raising waits. */
function noteFor(view: LimitView, entered: string): string {
  if (!view.amount) return limitMessages.newLimitNote;
  const amount = amountFromInput(entered);
  if (Number.isNaN(amount)) return `${limitMessages.loweringNote} ${limitMessages.raisingNote}`;
  return amount > view.amount.amount ? limitMessages.raisingNote : limitMessages.loweringNote;
}

/** Puts the server's message for the amount on the field. */
function ServerFieldError({ message }: { message: string | null }) {
  const { setFieldError, setFieldTouched } = useFormikContext<AmountValues>();
  useEffect(() => {
    if (!message) return;
    void setFieldTouched('amount', true, false);
    setFieldError('amount', message);
  }, [message, setFieldError, setFieldTouched]);
  return null;
}

/** Sets or changes one limit: one amount field, then save or cancel. */
export function LimitAmountForm({
  view,
  form,
  maximum,
}: {
  view: LimitView;
  form: LimitFormState;
  maximum: number;
}) {
  const dispatch = useDispatch();
  const inputId = `limit-amount-${view.target}`;
  const isNew = view.amount === null;
  const isSubmitting = form.status === 'submitting';
  const rules = rulesFor(maximum);
  const { t } = useTranslation(accountTexts);
  useEffect(() => {
    document.getElementById(inputId)?.focus();
  }, [inputId]);
  return (
    <Formik<AmountValues>
      initialValues={{ amount: '' }}
      validate={(values) => validateForm(values, rules)}
      onSubmit={(values) => {
        dispatch(
          limitAmountSubmitted({
            target: view.target,
            amount: amountFromInput(values.amount),
            isNew,
          }),
        );
      }}
    >
      {({ values }) => (
        <Form
          noValidate
          className="limit-form"
          aria-label={
            isNew
              ? t('account.limit_form_set', { limit: limitWordsOf(view.target) })
              : t('account.limit_form_change', { limit: limitWordsOf(view.target) })
          }
        >
          <ServerFieldError message={form.fieldError} />
          <FormAlert message={form.error} />
          <TextField
            id={inputId}
            name="amount"
            label={t('account.limit_amount')}
            inputMode="decimal"
            autoComplete="off"
            hint={noteFor(view, values.amount)}
          />
          <div className="limit-form__actions">
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? t('account.saving') : t('account.limit_save')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dispatch(limitFormClosed())}
            >
              {t('account.cancel')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
