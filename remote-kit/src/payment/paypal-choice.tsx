import { useId } from 'react';
import { type PaymentMethodView } from 'shared-kernel/contract/payments';

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
  return (
    <fieldset className="funding-choice" disabled={isDisabled}>
      <legend>Pay with</legend>
      <label>
        <input
          type="radio"
          name={name}
          value="card"
          checked={choice === 'card'}
          onChange={() => onChange('card')}
        />{' '}
        Card
      </label>
      <label>
        <input
          type="radio"
          name={name}
          value="paypal"
          checked={choice === 'paypal'}
          onChange={() => onChange('paypal')}
        />{' '}
        PayPal
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
  return (
    <div className="paypal-payment">
      <p>You will log in to PayPal to approve the payment, then come back here.</p>
      <button
        type="button"
        className="checkout-button--primary"
        disabled={isDisabled}
        onClick={onSubmit}
      >
        {submitLabel ?? `Pay ${amountText} with PayPal`}
      </button>
    </div>
  );
}
