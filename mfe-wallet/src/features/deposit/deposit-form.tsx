import { Field, FormikProvider, useFormik } from 'formik';
import {
  CardPaymentForm,
  FormAlert,
  PayPalPayment,
  SelectField,
  TextField,
  useTranslation,
} from 'remote-kit';
import { useId } from 'react';
import { formatCurrency } from 'shared-kernel/contract/format';
import { type DepositMethodCode, type PaymentMethodView } from 'shared-kernel/contract/payments';
import { walletTexts } from 'shared-kernel/contract/texts';
import { amountFromInput } from 'shared-kernel/contract/validation';
import {
  amountErrorOf,
  depositMethodNameOf,
  instructionIntroductionOf,
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
  const { t } = useTranslation(walletTexts);
  return (
    <div role="group" aria-label={t('wallet.quick_amounts')} className="deposit-quick-amounts">
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
  const { t } = useTranslation(walletTexts);
  return (
    <fieldset className="deposit-methods">
      <legend>{t('wallet.pay_with')}</legend>
      {offered.map((method) => (
        <label key={method.code}>
          <Field type="radio" name="method" value={method.code} />{' '}
          {depositMethodNameOf(method.code)}
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
  const { t } = useTranslation(walletTexts);
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
  const label = amountText
    ? t('wallet.deposit_amount', { amount: amountText })
    : t('wallet.deposit');

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
    return <p>{t('wallet.deposits_unavailable')}</p>;
  }
  const minimum = formatCurrency(method.rules.minAmount ?? 0.01);
  const bounds =
    method.rules.maxAmount != null
      ? t('wallet.amount_bounds', { minimum, maximum: formatCurrency(method.rules.maxAmount) })
      : t('wallet.amount_or_more', { minimum });
  const code = method.code as DepositMethodCode;
  const name = depositMethodNameOf(code);
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
          label={t('wallet.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('wallet.method_bounds_hint', { method: name, bounds })}
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
              submitLabel={t('wallet.deposit_with_paypal', { action: label })}
              onSubmit={() => void submit(gatewayKey ? { gatewayKey } : {})}
            />
          ) : code === 'ap' || code === 'gp' ? (
            <>
              <p>{t('wallet.confirm_payment_with', { method: name })}</p>
              <button
                type="button"
                className="button"
                disabled={isBusy}
                onClick={() => void submit(gatewayKey ? { gatewayKey } : {})}
              >
                {t('wallet.deposit_with', { action: label, method: name })}
              </button>
            </>
          ) : (
            <>
              <p>{instructionIntroductionOf(code)}</p>
              <p>{t('wallet.bank_deposit_next')}</p>
              {code === 'dd' ? (
                <SelectField
                  name="fundId"
                  label={t('wallet.bank_account')}
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
                {t('wallet.deposit_by', { action: label, method: name })}
              </button>
            </>
          )}
        </div>
      </div>
    </FormikProvider>
  );
}
