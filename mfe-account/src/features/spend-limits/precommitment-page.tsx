import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LoadState, useTranslation } from 'remote-kit';
import { accountTexts } from 'shared-kernel/contract/texts';
import { LimitPanel } from './limit-panel';
import { amountMaximumOf, precommitmentViewOf } from './limit-views';
import { precommitmentOpened, selectLimits } from './limits-slice';
import { limitsPageStyle } from './spend-limits-page';

/** /my-account/precommitment-limit: a monthly limit the customer commits to (product.md §2). */
export function PrecommitmentPage() {
  const dispatch = useDispatch();
  const { precommitment, form, busyTarget, notice } = useSelector(selectLimits);
  const { t } = useTranslation(accountTexts);
  useEffect(() => {
    dispatch(precommitmentOpened());
  }, [dispatch]);
  const standing = precommitment.value;
  return (
    <section className="account-page limits-page" aria-labelledby="precommitment-heading">
      {limitsPageStyle}
      <h1 id="precommitment-heading">{t('account.limit_title_precommitment')}</h1>
      <p>{t('account.precommitment_intro')}</p>
      <p>
        <Link to="/my-account/spend-limits">{t('account.spend_limits_heading')}</Link> ·{' '}
        <Link to="/my-account/take-a-break">{t('account.break_heading')}</Link>
      </p>
      {precommitment.status === 'failed' || !standing ? (
        <LoadState
          status={precommitment.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={precommitment.failureStatus}
          retry={() => dispatch(precommitmentOpened())}
          what={t('account.precommitment_loading')}
        />
      ) : (
        <LimitPanel
          view={precommitmentViewOf(standing)}
          form={form?.target === 'precommitment' ? form : null}
          isBusy={busyTarget === 'precommitment'}
          notice={notice?.target === 'precommitment' ? notice.text : null}
          maximum={amountMaximumOf(null)}
          headingLevel={2}
          title={t('account.precommitment_panel_title')}
        />
      )}
    </section>
  );
}
