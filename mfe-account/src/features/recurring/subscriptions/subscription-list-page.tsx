import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { recurringPageSize, type Subscription } from 'shared-kernel/contract/recurring';
import { selectSubscriptionList } from '../recurring-slice';
import { RecurringStyles } from '../recurring-styles';
import { FactList } from '../shared/recurring-parts';
import {
  subscriptionFacts,
  subscriptionListPathOf,
  subscriptionPathOf,
} from './subscription-parts';
import { subscriptionListRequested } from './subscriptions-slice';

function SubscriptionCard({ subscription, page }: { subscription: Subscription; page: number }) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="recurring-card">
        <h2 id={headingId}>{subscription.productOfferName}</h2>
        <FactList facts={subscriptionFacts(subscription)} />
        <Link to={subscriptionPathOf(page, subscription.id)} className="recurring-card__link">
          Manage
          <span className="visually-hidden"> {subscription.productOfferName} subscription</span>
        </Link>
      </article>
    </li>
  );
}

/** /my-account/subscriptions/{page}: the customer's subscriptions, 10 a page. */
export function SubscriptionListPage() {
  const headingId = useId();
  const dispatch = useDispatch();
  const page = pageNumberOf(useParams().page);
  const list = useSelector(selectSubscriptionList);
  const load = () => {
    dispatch(subscriptionListRequested(page));
  };
  useEffect(load, [dispatch, page]);
  const isCurrent = list.page === page;

  return (
    <section aria-labelledby={headingId} className="recurring-page">
      <RecurringStyles />
      <h1 id={headingId}>Subscriptions</h1>
      <p>
        A subscription buys tickets for you every period until you pause or cancel it.{' '}
        <Link to="/my-account/recurring-purchases/1">All recurring purchases</Link>
      </p>
      {!isCurrent || list.status !== 'loaded' ? (
        <LoadState
          status={isCurrent ? list.status : 'loading'}
          failureStatus={list.failureStatus}
          retry={load}
          what="your subscriptions"
        />
      ) : list.subscriptions.length === 0 ? (
        <div>
          <p>You have no subscriptions yet.</p>
          <Link to="/">Choose a raffle or lottery to play</Link>
        </div>
      ) : (
        <>
          <ul className="recurring-list" aria-label="Your subscriptions">
            {list.subscriptions.map((subscription) => (
              <SubscriptionCard key={subscription.id} subscription={subscription} page={page} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(list.total, recurringPageSize)}
            pathOf={subscriptionListPathOf}
            label="Pages of subscriptions"
          />
        </>
      )}
    </section>
  );
}
