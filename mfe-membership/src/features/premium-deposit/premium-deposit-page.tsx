import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { CardPaymentForm, ChallengeDialog, FormAlert, LoadState } from 'remote-kit';
import { formatCurrency } from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
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

export const purchasedText = "You're now a Premium member";

function BackLink() {
  return (
    <p>
      <Link to={programmePath}>Back to Daily Winners</Link>
    </p>
  );
}

function Payment({ summary }: { summary: PremiumDepositSummary }) {
  const dispatch = useDispatch();
  const { payment, challenge } = useSelector(selectPremiumDeposit);
  const shortfall = formatCurrency(summary.shortfallCents / 100, summary.due.currency);
  const isPaying = payment.status === 'paying';
  return (
    <>
      <dl className="premium-deposit__summary">
        <div>
          <dt>Premium membership</dt>
          <dd>{money(summary.price)} a month</dd>
        </div>
        {summary.due.amount !== summary.price.amount ? (
          <div>
            <dt>Your cart</dt>
            <dd>{money(summary.due)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Your balance</dt>
          <dd>{money(summary.funds)}</dd>
        </div>
        <div>
          <dt>To deposit</dt>
          <dd>{shortfall}</dd>
        </div>
      </dl>
      {summary.shortfallCents === 0 ? (
        <p>
          Your wallet covers it now. <Link to={checkoutPath}>Go to checkout</Link>
        </p>
      ) : (
        <>
          <FormAlert message={payment.status === 'failed' ? payment.error : null} />
          {isPaying ? <p role="status">Processing your deposit…</p> : null}
          <CardPaymentForm
            methods={summary.methods}
            amountText={shortfall}
            isDisabled={isPaying}
            submitLabel={`Deposit ${shortfall} and join Premium`}
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
  const dispatch = useDispatch();
  const state = useSelector(selectPremiumDeposit);
  const load = () => {
    dispatch(premiumDepositPageOpened());
  };
  if (state.payment.status === 'purchased') {
    return (
      <>
        <p role="status" className="premium-deposit__done">
          {purchasedText}
        </p>
        <BackLink />
      </>
    );
  }
  if (state.status === 'unavailable') {
    return <p>Premium membership is not available for your account.</p>;
  }
  if (state.status === 'signedOut') {
    return (
      <p>
        <Link to={loginPathOf(premiumDepositPath)} state={{ from: premiumDepositPath }}>
          Log in
        </Link>{' '}
        to join Premium.
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
        what="your deposit"
      />
    );
  }
  const { membership } = summary;
  if (membership.membershipStatus === 'member' && membership.membershipTier === 'premium') {
    return (
      <>
        <p>You're already a Premium member.</p>
        <BackLink />
      </>
    );
  }
  if (membership.membershipStatus !== 'pending-deposit') {
    return (
      <>
        <p>Choose Join Premium on the Daily Winners page to start your Premium membership.</p>
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
  const headingId = useId();
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(premiumDepositPageOpened());
  }, [dispatch]);
  return (
    <section aria-labelledby={headingId} className="premium-deposit">
      <MembershipStyles />
      <h1 id={headingId}>Deposit to join Premium</h1>
      <PremiumDeposit />
    </section>
  );
}
