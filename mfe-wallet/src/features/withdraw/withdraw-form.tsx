import { Form, Formik, useFormikContext } from 'formik';
import { FormAlert, SelectField, TextField, useTranslation } from 'remote-kit';
import { useEffect } from 'react';
import { formatCurrency, type TextFunction, type TextKey } from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import { type PaymentMethodView, type WithdrawalMethodCode } from 'shared-kernel/contract/payments';
import { walletTexts, type WalletTextKey } from 'shared-kernel/contract/texts';
import {
  amountFromInput,
  currency,
  maximumAmount,
  minimumAmount,
  required,
} from 'shared-kernel/contract/validation';
import { withdrawalMethodRules } from 'shared-kernel/contract/withdrawals';
import { type CauseChoice } from './withdraw-api';

export interface WithdrawValues {
  /** `{method code}:{fund id or cause key}`. */
  destination: string;
  amount: string;
}

export interface Destination {
  value: string;
  label: string;
  methodCode: WithdrawalMethodCode;
  id: string;
}

const fundMethodCodes: readonly WithdrawalMethodCode[] = ['tt', 'tw', 'pl'];

/** Every fund of the withdrawal methods, then every cause a donation can go to. */
export function destinationsOf(
  methods: PaymentMethodView[],
  causes: CauseChoice[],
  t: TextFunction<WalletTextKey | TextKey>,
): Destination[] {
  const funds = methods.flatMap((method) => {
    const code = method.code as WithdrawalMethodCode;
    if (!fundMethodCodes.includes(code)) return [];
    return method.funds.map((fund) => ({
      value: `${code}:${fund.id}`,
      label: [withdrawalMethodRules[code].name, fund.name, fund.number]
        .filter((part) => part)
        .join(' · '),
      methodCode: code,
      id: fund.id,
    }));
  });
  const donations = causes.map((cause) => ({
    value: `do:${cause.key}`,
    label: t('wallet.donate_to', { cause: cause.name }),
    methodCode: 'do' as const,
    id: cause.key,
  }));
  return [...funds, ...donations];
}

export function validateWithdrawal(
  values: WithdrawValues,
  destinations: Destination[],
  withdrawable: Money,
): Partial<Record<keyof WithdrawValues, string>> {
  const errors: Partial<Record<keyof WithdrawValues, string>> = {};
  const destination = destinations.find((choice) => choice.value === values.destination);
  const destinationError = required()(values.destination, values);
  if (destinationError) errors.destination = destinationError;
  const minimum = destination ? withdrawalMethodRules[destination.methodCode].minAmount : 0.01;
  const amountError = [
    required(),
    currency(),
    minimumAmount(minimum),
    maximumAmount(withdrawable.amount),
  ]
    .map((rule) => rule(values.amount, values))
    .find(Boolean);
  if (amountError) errors.amount = amountError;
  return errors;
}

/** Puts the server's per-field messages of a refused withdrawal beside their fields. */
function ServerFieldErrors({ fieldErrors }: { fieldErrors: Record<string, string> }) {
  const { setErrors, setTouched } = useFormikContext<WithdrawValues>();
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    setErrors(fieldErrors);
    void setTouched({ amount: true, destination: true }, false);
  }, [fieldErrors, setErrors, setTouched]);
  return null;
}

/** The withdraw form: where to, how much; on submit, one event. */
export function WithdrawForm({
  destinations,
  withdrawable,
  isSubmitting,
  error,
  fieldErrors,
  onSubmit,
}: {
  destinations: Destination[];
  withdrawable: Money;
  isSubmitting: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  onSubmit: (destination: Destination, amount: number) => void;
}) {
  const { t } = useTranslation(walletTexts);
  return (
    <Formik<WithdrawValues>
      initialValues={{
        destination: destinations.length === 1 ? (destinations[0]?.value ?? '') : '',
        amount: '',
      }}
      validate={(values) => validateWithdrawal(values, destinations, withdrawable)}
      onSubmit={(values) => {
        const destination = destinations.find((choice) => choice.value === values.destination);
        if (destination) onSubmit(destination, amountFromInput(values.amount));
      }}
    >
      {({ values }) => {
        const chosen = destinations.find((choice) => choice.value === values.destination);
        const minimum = chosen ? withdrawalMethodRules[chosen.methodCode].minAmount : null;
        return (
          <Form noValidate className="withdraw-form" aria-label={t('wallet.withdraw')}>
            <ServerFieldErrors fieldErrors={fieldErrors} />
            <FormAlert message={error} />
            <SelectField
              name="destination"
              label={t('wallet.withdraw_to')}
              options={destinations.map(({ value, label }) => ({ value, label }))}
            />
            <TextField
              name="amount"
              label={t('wallet.amount')}
              inputMode="decimal"
              autoComplete="off"
              hint={
                minimum === null
                  ? t('wallet.withdraw_up_to', { maximum: formatCurrency(withdrawable.amount) })
                  : t('wallet.withdraw_bounds', {
                      minimum: formatCurrency(minimum),
                      maximum: formatCurrency(withdrawable.amount),
                    })
              }
            />
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? t('wallet.withdrawing') : t('wallet.withdraw')}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}
