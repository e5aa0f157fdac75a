import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { CardPaymentForm, ChallengeDialog, FormAlert, LoadState, useTranslation } from 'remote-kit';
import { formatCurrency } from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import { membershipTexts } from 'shared-kernel/contract/texts';
import {
  checkoutPath,
  loginPathOf,
  premiumDepositPath,
  programmePath,
} from '../../shared/giveaway-text';
import {
  cardSubmitted,
  challengeClosed,
  challengeReturned,
  premiumDepositPageOpened,
  selectPremiumDeposit,
  type PremiumDepositSummary,
} from './premium-deposit-slice';
import { MembershipStyles } from '../../shared/membership-styles';

const money = (value: Money) => formatCurrency(value.amount, value.currency);

function BackLink() {
  const { t } = useTranslation(membershipTexts);
  return (
    <p>
      <Link to={programmePath}>{t('membership.back_to_daily_winners')}</Link>
    </p>
  );
}

function Payment({ summary }: { summary: PremiumDepositSummary }) {
  const { t } = useTranslation(membershipTexts);
  const dispatch = useDispatch();
  const { payment, challenge } = useSelector(selectPremiumDeposit);
  const shortfall = formatCurrency(summary.shortfallCents / 100, summary.due.currency);
  const isPaying = payment.status === 'paying';
  return (
    <>
      <dl className="premium-deposit__summary">
        <div>
          <dt>{t('membership.premium_membership')}</dt>
          <dd>{t('membership.price_a_month', { price: money(summary.price) })}</dd>
        </div>
        {summary.due.amount !== summary.price.amount ? (
          <div>
            <dt>{t('membership.your_cart')}</dt>
            <dd>{money(summary.due)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('membership.your_balance')}</dt>
          <dd>{money(summary.funds)}</dd>
        </div>
        <div>
          <dt>{t('membership.to_deposit')}</dt>
          <dd>{shortfall}</dd>
        </div>
      </dl>
      {summary.shortfallCents === 0 ? (
        <p>
          {t('membership.wallet_covers_it')}{' '}
          <Link to={checkoutPath}>{t('membership.go_to_checkout')}</Link>
        </p>
      ) : (
        <>
          <FormAlert message={payment.status === 'failed' ? payment.error : null} />
          {isPaying ? <p role="status">{t('membership.deposit_processing')}</p> : null}
          <CardPaymentForm
            methods={summary.methods}
            amountText={shortfall}
            isDisabled={isPaying}
            submitLabel={t('membership.deposit_and_join', { amount: shortfall })}
            onSubmit={(card) => dispatch(cardSubmitted(card))}
          />
        </>
      )}
      {challenge ? (
        <ChallengeDialog
          challenge={challenge}
          onReturned={() => dispatch(challengeReturned())}
          onClose={() => dispatch(challengeClosed())}
        />
      ) : null}
    </>
  );
}

function PremiumDeposit() {
  const { t } = useTranslation(membershipTexts);
  const dispatch = useDispatch();
  const state = useSelector(selectPremiumDeposit);
  const load = () => {
    dispatch(premiumDepositPageOpened());
  };
  if (state.payment.status === 'purchased') {
    return (
      <>
        <p role="status" className="premium-deposit__done">
          {t('membership.purchased')}
        </p>
        <BackLink />
      </>
    );
  }
  if (state.status === 'unavailable') {
    return <p>{t('membership.premium_unavailable')}</p>;
  }
  if (state.status === 'signedOut') {
    return (
      <p>
        <Link to={loginPathOf(premiumDepositPath)} state={{ from: premiumDepositPath }}>
          {t('membership.log_in')}
        </Link>{' '}
        {t('membership.to_join_premium')}
      </p>
    );
  }
  const { summary } = state;
  if (!summary) {
    return (
      <LoadState
        status={state.status === 'failed' ? 'failed' : 'loading'}
        failureStatus={state.failureStatus}
        retry={load}
        what={t('membership.deposit_loading')}
      />
    );
  }
  const { membership } = summary;
  if (membership.membershipStatus === 'member' && membership.membershipTier === 'premium') {
    return (
      <>
        <p>{t('membership.already_premium')}</p>
        <BackLink />
      </>
    );
  }
  if (membership.membershipStatus !== 'pending-deposit') {
    return (
      <>
        <p>{t('membership.choose_join_premium')}</p>
        <BackLink />
      </>
    );
  }
  return (
    <>
      <Payment summary={summary} />
      <BackLink />
    </>
  );
}

/** /daily-winners/deposit: top up the wallet by what Premium needs and buy it in one step. */
export function PremiumDepositPage() {
  const { t } = useTranslation(membershipTexts);
  const headingId = useId();
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(premiumDepositPageOpened());
  }, [dispatch]);
  return (
    <section aria-labelledby={headingId} className="premium-deposit">
      <MembershipStyles />
      <h1 id={headingId}>{t('membership.premium_deposit_heading')}</h1>
      <PremiumDeposit />
    </section>
  );
}
