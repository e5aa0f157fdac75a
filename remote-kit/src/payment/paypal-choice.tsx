import { useId } from 'react';
import { type PaymentMethodView } from 'shared-kernel/contract/payments';
import { useTranslation } from '../texts/use-translation';

/** How a cart larger than the wallet is paid: a card (saved or new), or PayPal. */
export type FundingChoice = 'card' | 'paypal';

/** Whether the payment methods offer PayPal (deposit method pl) for this cart. */
export function isPayPalOffered(methods: readonly PaymentMethodView[]): boolean {
  return methods.some((method) => method.code === 'pl' && method.rules.enabled);
}

/** The choice between a card and PayPal, shown only when PayPal is offered. */
export function FundingChoiceField({
  choice,
  isDisabled,
  onChange,
}: {
  choice: FundingChoice;
  isDisabled: boolean;
  onChange: (choice: FundingChoice) => void;
}) {
  const name = useId();
  const { t } = useTranslation();
  return (
    <fieldset className="funding-choice" disabled={isDisabled}>
      <legend>{t('ui.funding_legend')}</legend>
      <label>
        <input
          type="radio"
          name={name}
          value="card"
          checked={choice === 'card'}
          onChange={() => onChange('card')}
        />{' '}
        {t('ui.funding_card')}
      </label>
      <label>
        <input
          type="radio"
          name={name}
          value="paypal"
          checked={choice === 'paypal'}
          onChange={() => onChange('paypal')}
        />{' '}
        {t('ui.funding_paypal')}
      </label>
    </fieldset>
  );
}

/** PayPal: the window goes to PayPal to log in and approve, then comes back to the shop. */
export function PayPalPayment({
  amountText,
  isDisabled,
  submitLabel,
  onSubmit,
}: {
  amountText: string;
  isDisabled: boolean;
  /** The button's words; 'Pay {amount} with PayPal' unless given. */
  submitLabel?: string;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="paypal-payment">
      <p>{t('ui.paypal_explanation')}</p>
      <button
        type="button"
        className="checkout-button--primary"
        disabled={isDisabled}
        onClick={onSubmit}
      >
        {submitLabel ?? t('ui.paypal_pay', { amount: amountText })}
      </button>
    </div>
  );
}
