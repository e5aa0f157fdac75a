import { Field, Form, Formik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { cardHolderName, createFormValidator, required } from 'shared-kernel/contract/validation';
import { type FundView, type PaymentMethodView } from 'shared-kernel/contract/payments';
import { useTranslation } from '../texts/use-translation';

/** A card to pay with: one already saved, or a new one typed in. */
export type CardChoice =
  | { kind: 'saved'; fundId: string; csc: string | null }
  | {
      kind: 'new';
      number: string;
      expiryMonth: number;
      expiryYear: number;
      csc: string;
      name: string;
    };

const newCardChoice = 'new';

interface CardValues {
  choice: string;
  number: string;
  expiry: string;
  csc: string;
  name: string;
}

export const cardMessages = {
  number: 'Please enter a valid card number.',
  expiry: 'Please enter the expiry date as MM/YY.',
  csc: 'Please enter the 3 or 4 digit security code.',
};

/** The saved cards a cart can be paid with. */
export function savedCardsOf(methods: readonly PaymentMethodView[]): FundView[] {
  return methods
    .filter((method) => method.code === 'cc' && method.rules.enabled)
    .flatMap((method) => method.funds)
    .filter((fund) => fund.type === 'cc' && fund.flags.cart);
}

/** Whether the gateway's rules ask for the security code of this card's brand. */
export function isCscRequired(methods: readonly PaymentMethodView[], fund: FundView): boolean {
  return methods.some(
    (method) => method.rules.gateway[fund.gateway]?.cscRequired[fund.brand] === true,
  );
}

/** '12/30' → month 12, year 2030. */
export function expiryOf(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: year < 100 ? 2000 + year : year };
}

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

function validateCard(
  values: CardValues,
  savedCards: FundView[],
  methods: PaymentMethodView[],
): FormikErrors<CardValues> {
  if (values.choice !== newCardChoice) {
    const fund = savedCards.find((card) => card.id === values.choice);
    if (fund && isCscRequired(methods, fund) && !/^\d{3,4}$/.test(values.csc)) {
      return { csc: cardMessages.csc };
    }
    return {};
  }
  const errors: FormikErrors<CardValues> = createFormValidator<CardValues>({
    name: [required(), cardHolderName()],
  })(values);
  if (!/^\d{12,19}$/.test(digitsOf(values.number))) errors.number = cardMessages.number;
  if (!expiryOf(values.expiry)) errors.expiry = cardMessages.expiry;
  if (!/^\d{3,4}$/.test(values.csc)) errors.csc = cardMessages.csc;
  return errors;
}

function choiceOf(values: CardValues): CardChoice {
  if (values.choice !== newCardChoice) {
    return { kind: 'saved', fundId: values.choice, csc: values.csc || null };
  }
  const expiry = expiryOf(values.expiry) ?? { month: 0, year: 0 };
  return {
    kind: 'new',
    number: digitsOf(values.number),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    csc: values.csc,
    name: values.name,
  };
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="form-error">
      {message}
    </span>
  ) : null;
}

/**
 * Top up and buy with a card: a saved card (with its security code when the gateway asks for
 * it), or a new card that goes to the gateway's tokenisation only.
 */
export function CardPaymentForm({
  methods,
  amountText,
  isDisabled,
  submitLabel,
  onSubmit,
}: {
  methods: PaymentMethodView[];
  amountText: string;
  isDisabled: boolean;
  /** The pay button's words; checkout's 'Top up {amount} and buy' unless given. */
  submitLabel?: string;
  onSubmit: (card: CardChoice) => void;
}) {
  const { t } = useTranslation();
  const savedCards = savedCardsOf(methods);
  const firstChoice = savedCards.find((card) => card.default)?.id ?? savedCards[0]?.id;
  const [initialChoice] = useState(firstChoice ?? newCardChoice);
  return (
    <Formik<CardValues>
      initialValues={{ choice: initialChoice, number: '', expiry: '', csc: '', name: '' }}
      validate={(values) => validateCard(values, savedCards, methods)}
      onSubmit={(values) => onSubmit(choiceOf(values))}
    >
      {({ values, errors, touched }) => {
        const savedCard = savedCards.find((card) => card.id === values.choice);
        const needsCsc =
          values.choice === newCardChoice ||
          (savedCard ? isCscRequired(methods, savedCard) : false);
        const errorOf = (field: keyof CardValues) => (touched[field] ? errors[field] : undefined);
        return (
          <Form aria-label={t('ui.card_form_label')} noValidate className="card-payment">
            <fieldset>
              <legend>{t('ui.card_legend')}</legend>
              {savedCards.map((card) => (
                <label key={card.id}>
                  <Field type="radio" name="choice" value={card.id} /> {card.brand} {card.number}
                  {card.expiry ? ` ${t('ui.card_expires', { expiry: card.expiry })}` : ''}
                </label>
              ))}
              <label>
                <Field type="radio" name="choice" value={newCardChoice} /> {t('ui.card_new')}
              </label>
            </fieldset>
            {values.choice === newCardChoice ? (
              <>
                <label>
                  {t('ui.card_number')}
                  <Field
                    name="number"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    aria-invalid={errorOf('number') ? true : undefined}
                    aria-describedby="card-number-error"
                  />
                </label>
                <FieldError id="card-number-error" message={errorOf('number')} />
                <label>
                  {t('ui.card_expiry')}
                  <Field
                    name="expiry"
                    autoComplete="cc-exp"
                    aria-invalid={errorOf('expiry') ? true : undefined}
                    aria-describedby="card-expiry-error"
                  />
                </label>
                <FieldError id="card-expiry-error" message={errorOf('expiry')} />
                <label>
                  {t('ui.card_name')}
                  <Field
                    name="name"
                    autoComplete="cc-name"
                    aria-invalid={errorOf('name') ? true : undefined}
                    aria-describedby="card-name-error"
                  />
                </label>
                <FieldError id="card-name-error" message={errorOf('name')} />
              </>
            ) : null}
            {needsCsc ? (
              <>
                <label>
                  {t('ui.card_security_code')}
                  <Field
                    name="csc"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    aria-invalid={errorOf('csc') ? true : undefined}
                    aria-describedby="card-csc-error"
                  />
                </label>
                <FieldError id="card-csc-error" message={errorOf('csc')} />
              </>
            ) : null}
            <button type="submit" className="checkout-button--primary" disabled={isDisabled}>
              {submitLabel ?? t('ui.card_top_up_and_buy', { amount: amountText })}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}
