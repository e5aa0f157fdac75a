import { Form, Formik, type FormikErrors, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { cardMessages, expiryOf, FormAlert, SelectField, TextField } from 'remote-kit';
import { fieldNameOf } from 'shared-kernel';
import {
  type BankAccountAddInput,
  bankAccountErrors,
  bankAccountTypeLabels,
  bankAccountTypes,
  type BankAccountType,
  hasBankCode,
} from 'shared-kernel/contract/funds';
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
  const isSending = submission?.status === 'sending';
  return (
    <div className="form-actions">
      <button type="submit" className="button" disabled={isSending}>
        {isSending ? 'Saving…' : label}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
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
      <Form aria-label="Add a card" noValidate className="fund-form">
        <ServerFieldErrors submission={submission} />
        <FormAlert message={submission?.message} />
        <TextField name="number" label="Card number" inputMode="numeric" autoComplete="cc-number" />
        <TextField name="expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" />
        <TextField
          name="csc"
          label="Security code (CSC)"
          inputMode="numeric"
          autoComplete="cc-csc"
        />
        <TextField name="name" label="Name on card" autoComplete="cc-name" />
        <FormButtons label="Add card" submission={submission} onCancel={onCancel} />
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

const accountNumberLabels: Readonly<Record<BankAccountType, string>> = {
  national: 'Account number',
  international: 'IBAN or account number',
  payid_email: 'PayID email address',
  payid_phone: 'PayID phone number',
};

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
        <Form aria-label="Add a bank account" noValidate className="fund-form">
          <ServerFieldErrors submission={submission} />
          <FormAlert message={submission?.message} />
          <SelectField
            name="type"
            label="Account type"
            blankLabel="Choose an account type"
            options={bankAccountTypes.map((type) => ({
              value: type,
              label: bankAccountTypeLabels[type],
            }))}
          />
          {values.type === 'national' ? (
            <TextField
              name="bankCode"
              label="BSB"
              inputMode="numeric"
              hint="6 digits, e.g. 062-000"
            />
          ) : null}
          {values.type === 'international' ? (
            <TextField name="bankCode" label="SWIFT/BIC code" autoCapitalize="characters" />
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
            label="Account name"
            autoComplete="name"
            hint="The name on the account: it must be yours to receive withdrawals."
          />
          <FormButtons label="Add bank account" submission={submission} onCancel={onCancel} />
        </Form>
      )}
    </Formik>
  );
}

/** A PayPal account: the address the customer signs in to PayPal with. */
export function AddPayPalForm({ submission, onSubmit, onCancel }: FormProps<string>) {
  return (
    <Formik<{ email: string }>
      initialValues={{ email: '' }}
      validate={createFormValidator<{ email: string }>({ email: [required(), email()] })}
      onSubmit={(values) => onSubmit(values.email.trim())}
    >
      <Form aria-label="Link a PayPal account" noValidate className="fund-form">
        <ServerFieldErrors submission={submission} />
        <FormAlert message={submission?.message} />
        <TextField name="email" label="PayPal email address" type="email" autoComplete="email" />
        <FormButtons label="Link PayPal account" submission={submission} onCancel={onCancel} />
      </Form>
    </Formik>
  );
}
