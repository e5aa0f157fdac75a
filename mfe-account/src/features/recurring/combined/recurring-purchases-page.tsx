import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, pageNumberOf, useTranslation } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { type RecurringPurchase } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
import { autoplayPathOf } from '../autoplay/autoplay-parts';
import { selectCombined, selectScheduled } from '../recurring-slice';
import { RecurringStyles } from '../recurring-styles';
import { paymentText, scheduledKindText, scheduledPathOf } from '../scheduled/scheduled-parts';
import { scheduledListRequested } from '../scheduled/scheduled-slice';
import { PagedList, usePageLoad } from '../shared/paged-list';
import { FactList } from '../shared/recurring-parts';
import {
  fundKindText,
  money,
  optionalDateText,
  outcomeText,
  statusText,
} from '../shared/recurring-text';
import { subscriptionPathOf } from '../subscriptions/subscription-parts';
import { combinedListRequested } from './combined-slice';
import { PaymentMethodSection } from './payment-method-form';

const combinedPathOf = (page: number) => `/my-account/recurring-purchases/${page}`;

const detailPathOf = (purchase: RecurringPurchase) =>
  purchase.type === 'autoplay'
    ? autoplayPathOf(1, purchase.id)
    : subscriptionPathOf(1, purchase.id);

function RecurringPurchaseCard({ purchase }: { purchase: RecurringPurchase }) {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  const name = purchase.productOfferName;
  return (
    <li>
      <article aria-labelledby={headingId} className="recurring-card">
        <h3 id={headingId}>
          <Link to={detailPathOf(purchase)}>
            {purchase.type === 'autoplay'
              ? t('account_play.autoplay_of', { name })
              : t('account_play.subscription_of', { name })}
          </Link>
        </h3>
        <p>{purchase.description}</p>
        <FactList
          facts={[
            [t('account_play.fact_status'), statusText(t, purchase.status, purchase.pausedUntil)],
            [t('account_play.fact_price'), money(purchase.price)],
            [
              t('account_play.fact_next_draw'),
              purchase.status === 'recurring_status_cancelled'
                ? null
                : optionalDateText(t, purchase.nextDrawDate, t('account_play.date_not_planned')),
            ],
            [
              t('account_play.fact_last_draw'),
              purchase.lastAttemptStatus
                ? outcomeText(t, purchase.lastAttemptStatus)
                : t('account_play.no_draws_yet'),
            ],
            [t('account_play.fact_pays_with'), fundKindText(t, purchase.defaultFund.kind)],
          ]}
        />
      </article>
    </li>
  );
}

function CombinedList({ page }: { page: number }) {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  const list = useSelector(selectCombined);
  const load = usePageLoad(page, combinedListRequested);
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>{t('account_play.combined_heading')}</h2>
      <PagedList
        page={page}
        list={list}
        load={load}
        what={t('account_play.combined_loading')}
        isEmpty={list.recurringPurchases.length === 0}
        empty={
          <p>
            {t('account_play.combined_none')} <Link to="/">{t('account_play.choose_lottery')}</Link>
          </p>
        }
        label={t('account_play.combined_heading')}
        pagesLabel={t('account_play.combined_pages')}
        pathOf={combinedPathOf}
      >
        {list.recurringPurchases.map((purchase) => (
          <RecurringPurchaseCard key={purchase.id} purchase={purchase} />
        ))}
      </PagedList>
    </section>
  );
}

function ScheduledList() {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  const dispatch = useDispatch();
  const { list } = useSelector(selectScheduled);
  const load = () => {
    dispatch(scheduledListRequested());
  };
  useEffect(load, [dispatch]);
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>{t('account_play.scheduled_list_heading')}</h2>
      {list.status !== 'loaded' ? (
        <LoadState
          status={list.status}
          failureStatus={list.failureStatus}
          retry={load}
          what={t('account_play.scheduled_list_loading')}
          reserve="4rem"
        />
      ) : list.scheduledPurchases.length === 0 ? (
        <p>{t('account_play.scheduled_list_none')}</p>
      ) : (
        <ul className="recurring-list" aria-label={t('account_play.scheduled_list_heading')}>
          {list.scheduledPurchases.map((scheduled) => (
            <li key={scheduled.encodedId}>
              <Link to={scheduledPathOf(scheduled.encodedId)}>
                {t('account_play.scheduled_link', {
                  kind: scheduledKindText(t, scheduled),
                  lotteryName: scheduled.lotteryName,
                  drawNo: scheduled.drawNo,
                })}
              </Link>
              <p>
                {formatDrawDate(scheduled.drawDate)} · {money(scheduled.price)} ·{' '}
                {paymentText(t, scheduled)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /my-account/recurring-purchases/{page}: autoplay, subscriptions, scheduled purchases, method. */
export function RecurringPurchasesPage() {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  const page = pageNumberOf(useParams().page);
  return (
    <section aria-labelledby={headingId} className="recurring-page">
      <RecurringStyles />
      <h1 id={headingId}>{t('account_play.recurring_purchases_heading')}</h1>
      <p>
        <Link to="/my-account/autoplay/1">{t('account_play.autoplay_link')}</Link> ·{' '}
        <Link to="/my-account/subscriptions/1">{t('account_play.subscriptions_link')}</Link>
      </p>
      <CombinedList page={page} />
      <ScheduledList />
      <PaymentMethodSection />
    </section>
  );
}
