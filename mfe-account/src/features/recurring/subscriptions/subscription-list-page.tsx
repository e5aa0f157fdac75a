import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { pageNumberOf } from 'remote-kit';
import { type Subscription } from 'shared-kernel/contract/recurring';
import { selectSubscriptionList } from '../recurring-slice';
import { RecurringListPage } from '../shared/paged-list';
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
  const page = pageNumberOf(useParams().page);
  const list = useSelector(selectSubscriptionList);
  return (
    <RecurringListPage
      title="Subscriptions"
      intro="A subscription buys tickets for you every period until you pause or cancel it."
      requested={subscriptionListRequested}
      page={page}
      list={list}
      what="your subscriptions"
      isEmpty={list.subscriptions.length === 0}
      empty={
        <div>
          <p>You have no subscriptions yet.</p>
          <Link to="/">Choose a raffle or lottery to play</Link>
        </div>
      }
      label="Your subscriptions"
      pagesLabel="Pages of subscriptions"
      pathOf={subscriptionListPathOf}
    >
      {list.subscriptions.map((subscription) => (
        <SubscriptionCard key={subscription.id} subscription={subscription} page={page} />
      ))}
    </RecurringListPage>
  );
}
