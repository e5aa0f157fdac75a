import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, pageNumberOf } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { type RecurringPurchase } from 'shared-kernel/contract/recurring';
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

const typeText = (purchase: RecurringPurchase) =>
  purchase.type === 'autoplay' ? 'Autoplay' : 'Subscription';

function RecurringPurchaseCard({ purchase }: { purchase: RecurringPurchase }) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="recurring-card">
        <h3 id={headingId}>
          <Link to={detailPathOf(purchase)}>
            {purchase.productOfferName} {typeText(purchase).toLowerCase()}
          </Link>
        </h3>
        <p>{purchase.description}</p>
        <FactList
          facts={[
            ['Status', statusText(purchase.status, purchase.pausedUntil)],
            ['Price', money(purchase.price)],
            [
              'Next draw',
              purchase.status === 'recurring_status_cancelled'
                ? null
                : optionalDateText(purchase.nextDrawDate, 'Not planned'),
            ],
            [
              'Last draw',
              purchase.lastAttemptStatus ? outcomeText(purchase.lastAttemptStatus) : 'No draws yet',
            ],
            ['Pays with', fundKindText(purchase.defaultFund.kind)],
          ]}
        />
      </article>
    </li>
  );
}

function CombinedList({ page }: { page: number }) {
  const headingId = useId();
  const list = useSelector(selectCombined);
  const load = usePageLoad(page, combinedListRequested);
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>Autoplay and subscriptions</h2>
      <PagedList
        page={page}
        list={list}
        load={load}
        what="your recurring purchases"
        isEmpty={list.recurringPurchases.length === 0}
        empty={
          <p>
            You have no autoplay or subscriptions. <Link to="/">Choose a lottery to play</Link>
          </p>
        }
        label="Autoplay and subscriptions"
        pagesLabel="Pages of recurring purchases"
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
  const dispatch = useDispatch();
  const { list } = useSelector(selectScheduled);
  const load = () => {
    dispatch(scheduledListRequested());
  };
  useEffect(load, [dispatch]);
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>Scheduled purchases</h2>
      {list.status !== 'loaded' ? (
        <LoadState
          status={list.status}
          failureStatus={list.failureStatus}
          retry={load}
          what="your scheduled purchases"
          reserve="4rem"
        />
      ) : list.scheduledPurchases.length === 0 ? (
        <p>You have no scheduled purchases.</p>
      ) : (
        <ul className="recurring-list" aria-label="Scheduled purchases">
          {list.scheduledPurchases.map((scheduled) => (
            <li key={scheduled.encodedId}>
              <Link to={scheduledPathOf(scheduled.encodedId)}>
                {scheduledKindText(scheduled)}: {scheduled.lotteryName}, draw {scheduled.drawNo}
              </Link>
              <p>
                {formatDrawDate(scheduled.drawDate)} · {money(scheduled.price)} ·{' '}
                {paymentText(scheduled)}
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
  const page = pageNumberOf(useParams().page);
  return (
    <section aria-labelledby={headingId} className="recurring-page">
      <RecurringStyles />
      <h1 id={headingId}>Recurring purchases</h1>
      <p>
        <Link to="/my-account/autoplay/1">Autoplay</Link> ·{' '}
        <Link to="/my-account/subscriptions/1">Subscriptions</Link>
      </p>
      <CombinedList page={page} />
      <ScheduledList />
      <PaymentMethodSection />
    </section>
  );
}
