import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LoadState } from 'remote-kit';
import { LimitPanel } from './limit-panel';
import { amountMaximumOf, precommitmentViewOf } from './limit-views';
import { precommitmentOpened, selectLimits } from './limits-slice';
import { limitsPageStyle } from './spend-limits-page';

/** /my-account/precommitment-limit: a monthly limit the customer commits to (product.md §2). */
export function PrecommitmentPage() {
  const dispatch = useDispatch();
  const { precommitment, form, busyTarget, notice } = useSelector(selectLimits);
  useEffect(() => {
    dispatch(precommitmentOpened());
  }, [dispatch]);
  const standing = precommitment.value;
  return (
    <section className="account-page limits-page" aria-labelledby="precommitment-heading">
      {limitsPageStyle}
      <h1 id="precommitment-heading">Precommitment limit</h1>
      <p>
        Decide in advance the most you will spend on tickets in a calendar month. Once you reach it,
        you cannot buy until the 1st of next month. Lowering it takes effect now; raising or
        removing it takes effect after 7 days.
      </p>
      <p>
        <Link to="/my-account/spend-limits">Spend limits</Link> ·{' '}
        <Link to="/my-account/take-a-break">Take a break</Link>
      </p>
      {precommitment.status === 'failed' || !standing ? (
        <LoadState
          status={precommitment.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={precommitment.failureStatus}
          retry={() => dispatch(precommitmentOpened())}
          what="your precommitment limit"
        />
      ) : (
        <LimitPanel
          view={precommitmentViewOf(standing)}
          form={form?.target === 'precommitment' ? form : null}
          isBusy={busyTarget === 'precommitment'}
          notice={notice?.target === 'precommitment' ? notice.text : null}
          maximum={amountMaximumOf(null)}
          headingLevel={2}
          title="Your monthly limit"
        />
      )}
    </section>
  );
}
