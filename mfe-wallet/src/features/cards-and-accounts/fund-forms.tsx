import { Form, Formik, type FormikErrors, useFormikContext } from 'formik';
import { useEffect } from 'react';
import {
  cardMessages,
  expiryOf,
  FormAlert,
  SelectField,
  TextField,
  useTranslation,
} from 'remote-kit';
import { fieldNameOf } from 'shared-kernel';
import {
  type BankAccountAddInput,
  bankAccountErrors,
  bankAccountTypeLabels,
  bankAccountTypes,
  type BankAccountType,
  hasBankCode,
} from 'shared-kernel/contract/funds';
import { walletTexts } from 'shared-kernel/contract/texts';
import {
  cardHolderName,
  createFormValidator,
  email,
  required,
} from 'shared-kernel/contract/validation';
import { type NewCard } from './cards-and-accounts-api';
import { type FormSubmission } from './cards-and-accounts-slice';

/** Puts the server's field errors on their fields (api.md §8.1: bsb and swift → bankCode). */
function ServerFieldErrors({ submission }: { submission: FormSubmission | null }) {
  const { setErrors, setTouched } = useFormikContext();
  useEffect(() => {
    const fields = submission?.fieldErrors ?? {};
    if (Object.keys(fields).length === 0) return;
    void setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])), false);
    setErrors(fields);
  }, [submission, setErrors, setTouched]);
  return null;
}

interface FormProps<Values> {
  submission: FormSubmission | null;
  onSubmit: (values: Values) => void;
  onCancel: () => void;
}

function FormButtons({
  label,
  submission,
  onCancel,
}: { label: string } & Omit<FormProps<never>, 'onSubmit'>) {
  const { t } = useTranslation(walletTexts);
  const isSending = submission?.status === 'sending';
  return (
    <div className="form-actions">
      <button type="submit" className="button" disabled={isSending}>
        {isSending ? t('wallet.saving') : label}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t('wallet.cancel')}
      </button>
    </div>
  );
}

interface CardValues {
  number: string;
  expiry: string;
  csc: string;
  name: string;
}

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

function validateCard(values: CardValues): FormikErrors<CardValues> {
  const errors: FormikErrors<CardValues> = createFormValidator<CardValues>({
    name: [required(), cardHolderName()],
  })(values);
  if (!/^\d{12,19}$/.test(digitsOf(values.number))) errors.number = cardMessages.number;
  if (!expiryOf(values.expiry)) errors.expiry = cardMessages.expiry;
  if (!/^\d{3,4}$/.test(values.csc)) errors.csc = cardMessages.csc;
  return errors;
}

/** A new card: its number goes to the card gateway's tokenisation only, never to the shop. */
export function AddCardForm({ submission, onSubmit, onCancel }: FormProps<NewCard>) {
  const { t } = useTranslation(walletTexts);
  return (
    <Formik<CardValues>
      initialValues={{ number: '', expiry: '', csc: '', name: '' }}
      validate={validateCard}
      onSubmit={(values) => {
        const expiry = expiryOf(values.expiry) ?? { month: 0, year: 0 };
        onSubmit({
          number: digitsOf(values.number),
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
          csc: values.csc,
          name: values.name.trim(),
        });
      }}
    >
      <Form aria-label={t('wallet.add_card_heading')} noValidate className="fund-form">
        <ServerFieldErrors submission={submission} />
        <FormAlert message={submission?.message} />
        <TextField
          name="number"
          label={t('wallet.card_number')}
          inputMode="numeric"
          autoComplete="cc-number"
        />
        <TextField name="expiry" label={t('wallet.card_expiry')} autoComplete="cc-exp" />
        <TextField
          name="csc"
          label={t('wallet.card_security_code')}
          inputMode="numeric"
          autoComplete="cc-csc"
        />
        <TextField name="name" label={t('wallet.card_name')} autoComplete="cc-name" />
        <FormButtons label={t('wallet.add_card')} submission={submission} onCancel={onCancel} />
      </Form>
    </Formik>
  );
}

interface BankValues {
  type: BankAccountType;
  bankCode: string;
  accountNumber: string;
  accountName: string;
}

/** The same checks as the server, on the form's own field names. */
function validateBankAccount(values: BankValues): FormikErrors<BankValues> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(bankAccountErrors(values))) {
    errors[fieldNameOf(field)] = message;
  }
  return errors;
}

/** A bank account in the customer's own name: BSB, SWIFT/BIC or PayID, checked as typed. */
export function AddBankAccountForm({
  submission,
  onSubmit,
  onCancel,
}: FormProps<BankAccountAddInput>) {
  const { t } = useTranslation(walletTexts);
  const accountNumberLabels: Readonly<Record<BankAccountType, string>> = {
    national: t('wallet.account_number'),
    international: t('wallet.account_number_international'),
    payid_email: t('wallet.payid_email'),
    payid_phone: t('wallet.payid_phone'),
  };
  return (
    <Formik<BankValues>
      initialValues={{ type: 'national', bankCode: '', accountNumber: '', accountName: '' }}
      validate={validateBankAccount}
      onSubmit={(values) =>
        onSubmit({
          type: values.type,
          ...(hasBankCode(values.type) ? { code: values.bankCode.trim() } : {}),
          accountNumber: values.accountNumber.trim(),
          accountName: values.accountName.trim(),
        })
      }
    >
      {({ values }) => (
        <Form aria-label={t('wallet.add_bank_account_heading')} noValidate className="fund-form">
          <ServerFieldErrors submission={submission} />
          <FormAlert message={submission?.message} />
          <SelectField
            name="type"
            label={t('wallet.account_type')}
            blankLabel={t('wallet.account_type_choose')}
            options={bankAccountTypes.map((type) => ({
              value: type,
              label: bankAccountTypeLabels[type],
            }))}
          />
          {values.type === 'national' ? (
            <TextField
              name="bankCode"
              label={t('wallet.bsb')}
              inputMode="numeric"
              hint={t('wallet.bsb_hint')}
            />
          ) : null}
          {values.type === 'international' ? (
            <TextField name="bankCode" label={t('wallet.swift_code')} autoCapitalize="characters" />
          ) : null}
          <TextField
            name="accountNumber"
            label={accountNumberLabels[values.type]}
            inputMode={
              values.type === 'national' || values.type === 'payid_phone' ? 'numeric' : undefined
            }
          />
          <TextField
            name="accountName"
            label={t('wallet.account_name')}
            autoComplete="name"
            hint={t('wallet.account_name_hint')}
          />
          <FormButtons
            label={t('wallet.add_bank_account')}
            submission={submission}
            onCancel={onCancel}
          />
        </Form>
      )}
    </Formik>
  );
}

/** A PayPal account: the address the customer signs in to PayPal with. */
export function AddPayPalForm({ submission, onSubmit, onCancel }: FormProps<string>) {
  const { t } = useTranslation(walletTexts);
  return (
    <Formik<{ email: string }>
      initialValues={{ email: '' }}
      validate={createFormValidator<{ email: string }>({ email: [required(), email()] })}
      onSubmit={(values) => onSubmit(values.email.trim())}
    >
      <Form aria-label={t('wallet.link_paypal_heading')} noValidate className="fund-form">
        <ServerFieldErrors submission={submission} />
        <FormAlert message={submission?.message} />
        <TextField
          name="email"
          label={t('wallet.paypal_email')}
          type="email"
          autoComplete="email"
        />
        <FormButtons
          label={t('wallet.link_paypal_account')}
          submission={submission}
          onCancel={onCancel}
        />
      </Form>
    </Formik>
  );
}
