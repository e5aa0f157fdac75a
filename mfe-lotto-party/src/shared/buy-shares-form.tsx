import { Form, Formik } from 'formik';
import { type ReactNode } from 'react';
import { TextField, useTranslation } from 'remote-kit';
import { checkSharesToBuy } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import { money, sharesText } from './lotto-party-text';
import { ServerErrorsShown, type ServerFieldError, withServerErrors } from './server-field-errors';

interface BuySharesValues {
  numShares: string;
}

/**
 * How many shares to buy, at most what is left: "Buy shares" puts them in the cart. `children`
 * sit beside the button (the wizard's "Not now").
 */
export function BuySharesForm({
  sessionId,
  sharesRemaining,
  sharePrice,
  isBuying,
  serverErrors,
  onBuy,
  children,
}: {
  sessionId: string;
  sharesRemaining: number;
  sharePrice: { amount: number };
  isBuying: boolean;
  serverErrors: readonly ServerFieldError[];
  onBuy: (numShares: number) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(lottoPartyTexts);
  const check = (values: BuySharesValues) => {
    const message = checkSharesToBuy(values.numShares, sharesRemaining);
    return message ? { numShares: message } : {};
  };
  return (
    <Formik<BuySharesValues>
      initialValues={{ numShares: '1' }}
      validate={withServerErrors(check, serverErrors)}
      onSubmit={(values) => onBuy(Number(values.numShares.trim()))}
    >
      <Form noValidate aria-label={t('lotto_party.buy_shares')} className="buy-shares">
        <ServerErrorsShown errors={serverErrors} />
        <TextField
          id={`shares-${sessionId}`}
          name="numShares"
          label={t('lotto_party.number_of_shares')}
          hint={t('lotto_party.shares_left_hint', {
            shares: sharesText(t, sharesRemaining),
            price: money(sharePrice),
          })}
          inputMode="numeric"
          autoComplete="off"
        />
        <div className="lotto-party__actions">
          <button type="submit" className="button" disabled={isBuying} aria-busy={isBuying}>
            {t('lotto_party.buy_shares')}
          </button>
          {children}
        </div>
      </Form>
    </Formik>
  );
}
