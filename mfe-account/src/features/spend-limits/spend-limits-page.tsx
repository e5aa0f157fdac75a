import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LoadState, useTranslation } from 'remote-kit';
import { type SpendLimitPeriod, type SpendLimits } from 'shared-kernel/contract/limits';
import { accountTexts } from 'shared-kernel/contract/texts';
import { depositPeriods, limitMessages, spendPeriods } from './limit-text';
import { amountMaximumOf, periodViewsOf } from './limit-views';
import { LimitPanel } from './limit-panel';
import { selectLimits, spendLimitsOpened } from './limits-slice';
import stylesheet from './limits-page.css';

export const limitsPageStyle = (
  <style href="mfe-account/limits" precedence="default">
    {stylesheet}
  </style>
);

/** The limits of one kind (spend or deposit), one panel per period the services offer. */
function LimitGroup({
  title,
  periods,
  overview,
  footnote,
}: {
  title: string;
  periods: readonly SpendLimitPeriod[];
  overview: SpendLimits;
  footnote?: React.ReactNode;
}) {
  const headingId = useId();
  const { form, busyTarget, notice } = useSelector(selectLimits);
  const views = periodViewsOf(overview, periods);
  if (views.length === 0) return null;
  const maximum = amountMaximumOf(overview);
  return (
    <section aria-labelledby={headingId} className="limit-group">
      <h2 id={headingId}>{title}</h2>
      {footnote}
      <div className="limit-group__panels">
        {views.map((view) => (
          <LimitPanel
            key={view.target}
            view={view}
            form={form?.target === view.target ? form : null}
            isBusy={busyTarget === view.target}
            notice={notice?.target === view.target ? notice.text : null}
            maximum={maximum}
            headingLevel={3}
          />
        ))}
      </div>
    </section>
  );
}

/** Limits every customer has, said once (they are not the customer's to change). */
function SystemLimits({ overview }: { overview: SpendLimits }) {
  if (overview.systemLimits.length === 0) return null;
  return (
    <ul className="limit-group__system">
      {overview.systemLimits.map((limit) => (
        <li key={limit.id}>{limitMessages.systemLimit(limit.period, limit.amount)}</li>
      ))}
    </ul>
  );
}

/** /my-account/spend-limits: the customer's spend and deposit limits (product.md §2, §3). */
export function SpendLimitsPage() {
  const dispatch = useDispatch();
  const { spendLimits } = useSelector(selectLimits);
  const { t } = useTranslation(accountTexts);
  useEffect(() => {
    dispatch(spendLimitsOpened());
  }, [dispatch]);
  const overview = spendLimits.value;
  return (
    <section className="account-page limits-page" aria-labelledby="spend-limits-heading">
      {limitsPageStyle}
      <h1 id="spend-limits-heading">{t('account.spend_limits_heading')}</h1>
      <p>{t('account.spend_limits_intro')}</p>
      <ul className="limits-page__links">
        <li>
          <Link to="/my-account/precommitment-limit">{t('account.limit_title_precommitment')}</Link>
          {t('account.spend_limits_precommitment_link_after')}
        </li>
        <li>
          <Link to="/my-account/take-a-break">{t('account.break_heading')}</Link>{' '}
          {t('account.spend_limits_break_link_after')}
        </li>
      </ul>
      {spendLimits.status === 'failed' || !overview ? (
        <LoadState
          status={spendLimits.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={spendLimits.failureStatus}
          retry={() => dispatch(spendLimitsOpened())}
          what={t('account.spend_limits_loading')}
        />
      ) : (
        <>
          <LimitGroup
            title={t('account.spend_limits_heading')}
            periods={spendPeriods}
            overview={overview}
            footnote={<SystemLimits overview={overview} />}
          />
          <LimitGroup
            title={t('account.deposit_limits_heading')}
            periods={depositPeriods}
            overview={overview}
          />
        </>
      )}
    </section>
  );
}
