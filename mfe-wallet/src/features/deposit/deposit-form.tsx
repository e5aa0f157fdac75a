import { Field, FormikProvider, useFormik } from 'formik';
import { CardPaymentForm, FormAlert, PayPalPayment, SelectField, TextField } from 'remote-kit';
import { useId } from 'react';
import { formatCurrency } from 'shared-kernel/contract/format';
import { type DepositMethodCode, type PaymentMethodView } from 'shared-kernel/contract/payments';
import { amountFromInput } from 'shared-kernel/contract/validation';
import {
  amountErrorOf,
  depositMethodNames,
  instructionIntroductions,
  offeredMethodsOf,
  quickAmounts,
} from './deposit-methods';
import { type DepositRequest } from './deposit-slice';

interface DepositValues {
  amount: string;
  method: DepositMethodCode | '';
  /** dd: the verified bank account. */
  fundId: string;
}

const amountInputId = 'field-amount';

function QuickAmounts({
  current,
  onChoose,
}: {
  current: string;
  onChoose: (amount: string) => void;
}) {
  return (
    <div role="group" aria-label="Quick amounts" className="deposit-quick-amounts">
      {quickAmounts.map((amount) => (
        <button
          key={amount}
          type="button"
          className="button button--secondary"
          aria-pressed={amountFromInput(current) === amount}
          onClick={() => onChoose(String(amount))}
        >
          {formatCurrency(amount)}
        </button>
      ))}
    </div>
  );
}

function MethodChoice({ offered }: { offered: PaymentMethodView[] }) {
  return (
    <fieldset className="deposit-methods">
      <legend>Pay with</legend>
      {offered.map((method) => (
        <label key={method.code}>
          <Field type="radio" name="method" value={method.code} />{' '}
          {depositMethodNames[method.code as DepositMethodCode]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The deposit form: how much (quick amounts or free entry, within the chosen method's minAmount
 * and maxAmount) and how (a saved or new card, PayPal, a digital wallet, a bank method).
 */
export function DepositForm({
  methods,
  isBusy,
  error,
  onDeposit,
}: {
  methods: PaymentMethodView[];
  isBusy: boolean;
  error: string | null;
  onDeposit: (request: DepositRequest) => void;
}) {
  const panelId = useId();
  const offered = offeredMethodsOf(methods);
  const formik = useFormik<DepositValues>({
    initialValues: { amount: '', method: offered[0]?.code as DepositMethodCode, fundId: '' },
    validate: (values) => {
      const method = offered.find((candidate) => candidate.code === values.method);
      const amountError = amountErrorOf(values.amount, method);
      return amountError ? { amount: amountError } : {};
    },
    onSubmit: () => undefined,
  });
  const { values } = formik;
  const method = offered.find((candidate) => candidate.code === values.method);
  const isAmountValid = amountErrorOf(values.amount, method) === undefined;
  const amountText = isAmountValid ? formatCurrency(amountFromInput(values.amount)) : '';
  const label = amountText ? `Deposit ${amountText}` : 'Deposit';

  const submit = async (request: Omit<DepositRequest, 'amount' | 'method'>) => {
    const errors = await formik.validateForm();
    if (errors.amount || !method) {
      await formik.setFieldTouched('amount', true, false);
      document.getElementById(amountInputId)?.focus();
      return;
    }
    onDeposit({
      ...request,
      method: method.code as DepositMethodCode,
      amount: values.amount.trim(),
    });
  };

  if (!method) {
    return <p>Deposits are not available right now. Please try again later.</p>;
  }
  const bounds = `${formatCurrency(method.rules.minAmount ?? 0.01)}${
    method.rules.maxAmount != null ? ` to ${formatCurrency(method.rules.maxAmount)}` : ' or more'
  }`;
  const code = method.code as DepositMethodCode;
  const name = depositMethodNames[code];
  const gatewayKey = method.availableGateways[0];
  return (
    <FormikProvider value={formik}>
      <div className="deposit-form">
        <FormAlert message={error} />
        <QuickAmounts
          current={values.amount}
          onChoose={(amount) => {
            void formik.setFieldValue('amount', amount, true);
            void formik.setFieldTouched('amount', true, false);
          }}
        />
        <TextField
          id={amountInputId}
          name="amount"
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          hint={`${name}: ${bounds}.`}
        />
        <MethodChoice offered={offered} />
        <div id={panelId} className="deposit-method-panel">
          {code === 'cc' ? (
            <CardPaymentForm
              methods={methods.filter((candidate) => candidate.code === 'cc')}
              amountText={amountText}
              isDisabled={isBusy}
              submitLabel={label}
              onSubmit={(card) => void submit({ card })}
            />
          ) : code === 'pl' ? (
            <PayPalPayment
              amountText={amountText}
              isDisabled={isBusy}
              submitLabel={`${label} with PayPal`}
              onSubmit={() => void submit(gatewayKey ? { gatewayKey } : {})}
            />
          ) : code === 'ap' || code === 'gp' ? (
            <>
              <p>You will confirm the payment with {name}.</p>
              <button
                type="button"
                className="button"
                disabled={isBusy}
                onClick={() => void submit(gatewayKey ? { gatewayKey } : {})}
              >
                {label} with {name}
              </button>
            </>
          ) : (
            <>
              <p>{instructionIntroductions[code]}</p>
              <p>
                You will see the details to pay to, with your reference, next. The money reaches
                your wallet once your payment arrives.
              </p>
              {code === 'dd' ? (
                <SelectField
                  name="fundId"
                  label="Bank account"
                  options={method.funds.map((fund) => ({
                    value: fund.id,
                    label: [fund.name, fund.number].filter(Boolean).join(' · '),
                  }))}
                />
              ) : null}
              <button
                type="button"
                className="button"
                disabled={isBusy || (code === 'dd' && !values.fundId)}
                onClick={() => void submit(code === 'dd' ? { fundId: values.fundId } : {})}
              >
                {label} by {name}
              </button>
            </>
          )}
        </div>
      </div>
    </FormikProvider>
  );
}
