import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCurrency } from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import { type PartnerCartView } from 'shared-kernel/contract/partners';
import { type PaymentMethodView } from 'shared-kernel/contract/payments';
import { cartTexts } from 'shared-kernel/contract/texts';
import { cardMessages, isCscRequired, useTranslation } from 'remote-kit';
import { partnerPaymentChoicesOf } from './partner-cart';

/** How the customer pays for the partner cart. */
export type PartnerPaymentChoice =
  { kind: 'wallet' } | { kind: 'card'; fundId: string; csc: string | null; amountCents: number };

/**
 * The en-AU note a cart with recurring items carries (product.md §3
 * requiresUnattendedPaymentMethod); the page shows the market's words.
 */
export const unattendedPaymentNote = cartTexts['cart.partner_unattended_note'];

/**
 * The ways to pay that fit the partner cart: the wallet when it covers the total, else a saved
 * card tops the wallet up by the shortfall (the partner purchase takes saved cards only).
 */
export function PartnerPayment({
  cart,
  balance,
  methods,
  isDisabled,
  onPay,
}: {
  cart: PartnerCartView;
  balance: Money | null;
  methods: PaymentMethodView[] | null;
  isDisabled: boolean;
  onPay: (choice: PartnerPaymentChoice) => void;
}) {
  const { t } = useTranslation(cartTexts);
  const cscId = useId();
  const choices = partnerPaymentChoicesOf(cart, balance, methods ?? []);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [csc, setCsc] = useState('');
  const [cscError, setCscError] = useState<string | null>(null);
  const chosen =
    choices.cards.find((card) => card.id === chosenId) ??
    choices.cards.find((card) => card.default) ??
    choices.cards[0];
  const minimumCents = Math.round(
    (methods?.find((method) => method.code === 'cc')?.rules.minAmount ?? 0) * 100,
  );
  const topUpCents = Math.max(choices.shortfallCents, minimumCents);
  const needsCsc = chosen !== undefined && methods !== null && isCscRequired(methods, chosen);

  const payByCard = () => {
    if (!chosen) return;
    if (needsCsc && !/^\d{3,4}$/.test(csc)) {
      setCscError(cardMessages.csc);
      return;
    }
    setCscError(null);
    onPay({ kind: 'card', fundId: chosen.id, csc: needsCsc ? csc : null, amountCents: topUpCents });
  };

  return (
    <div className="partner-payment">
      {cart.requiresUnattendedPaymentMethod ? (
        <p role="note">{t('cart.partner_unattended_note')}</p>
      ) : null}
      {balance ? (
        <p>{t('cart.wallet_balance', { amount: formatCurrency(balance.amount) })}</p>
      ) : null}
      {choices.isCoveredByWallet ? (
        <button
          type="button"
          className="checkout-button--primary"
          disabled={isDisabled}
          onClick={() => onPay({ kind: 'wallet' })}
        >
          {t('cart.pay_from_wallet', {
            amount: formatCurrency(cart.cartTotal.amount - cart.preOrderTotal.amount),
          })}
        </button>
      ) : methods === null ? (
        <p role="status">{t('cart.loading_cards')}</p>
      ) : choices.cards.length === 0 ? (
        <p>
          {t('cart.partner_no_cards_before')}{' '}
          <Link to="/my-account/cards-and-accounts">{t('cart.partner_no_cards_link')}</Link>{' '}
          {t('cart.partner_no_cards_after')}
        </p>
      ) : (
        <>
          <fieldset>
            <legend>{t('cart.partner_saved_card_legend')}</legend>
            {choices.cards.map((card) => (
              <label key={card.id} className="partner-payment__card">
                <input
                  type="radio"
                  name="partner-card"
                  value={card.id}
                  checked={card.id === chosen?.id}
                  onChange={() => setChosenId(card.id)}
                />
                {card.brand} {card.number}
              </label>
            ))}
          </fieldset>
          {needsCsc ? (
            <div className="form-field">
              <label htmlFor={cscId}>{t('cart.partner_security_code')}</label>
              <input
                id={cscId}
                inputMode="numeric"
                autoComplete="cc-csc"
                value={csc}
                aria-invalid={cscError ? true : undefined}
                aria-describedby={cscError ? `${cscId}-error` : undefined}
                onChange={(event) => setCsc(event.target.value)}
              />
              {cscError ? (
                <span id={`${cscId}-error`} className="field-error">
                  {cscError}
                </span>
              ) : null}
            </div>
          ) : null}
          <button
            type="button"
            className="checkout-button--primary"
            disabled={isDisabled}
            onClick={payByCard}
          >
            {t('ui.card_top_up_and_buy', { amount: formatCurrency(topUpCents / 100) })}
          </button>
        </>
      )}
    </div>
  );
}
