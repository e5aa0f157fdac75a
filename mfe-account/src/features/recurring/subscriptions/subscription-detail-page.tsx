import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, NotFoundPage, pageNumberOf } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { type Subscription } from 'shared-kernel/contract/recurring';
import { selectSubscriptionDetail, selectSubscriptionsState } from '../recurring-slice';
import { RecurringStyles } from '../recurring-styles';
import { FactList, RecentDraws } from '../shared/recurring-parts';
import { StatusActions } from '../shared/status-actions';
import { CalendarDownload } from './calendar-download';
import { SubscriptionForm } from './subscription-form';
import {
  subscriptionFacts,
  subscriptionGamesText,
  subscriptionListPathOf,
} from './subscription-parts';
import {
  subscriptionChangeRequested,
  subscriptionDetailRequested,
  subscriptionDetailsEditClosed,
  subscriptionDetailsEditOpened,
} from './subscriptions-slice';

/** What the subscription buys, and the form that changes it. */
function WhatItBuys({ subscription, isBusy }: { subscription: Subscription; isBusy: boolean }) {
  const headingId = useId();
  const dispatch = useDispatch();
  const { isEditingDetails, detailsError } = useSelector(selectSubscriptionsState);
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>What it buys</h2>
      <p>
        {subscriptionGamesText(subscription)}
        {subscription.causeName ? ` for ${subscription.causeName}` : ''}
      </p>
      {isEditingDetails ? (
        <SubscriptionForm
          subscription={subscription}
          isBusy={isBusy}
          serverError={detailsError}
          onSave={(patch) =>
            dispatch(subscriptionChangeRequested(subscription.id, { kind: 'details', patch }))
          }
          onClose={() => dispatch(subscriptionDetailsEditClosed())}
        />
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch(subscriptionDetailsEditOpened())}
        >
          Change subscription
        </button>
      )}
    </section>
  );
}

function SubscriptionDetail({ subscription, page }: { subscription: Subscription; page: number }) {
  const dispatch = useDispatch();
  const { pendingChange } = useSelector(selectSubscriptionsState);
  const isBusy = pendingChange !== null;
  return (
    <>
      <FactList
        label="About this subscription"
        facts={[
          ...subscriptionFacts(subscription),
          ['Started', formatDrawDate(subscription.createdAt)],
        ]}
      />
      <StatusActions
        what="subscription"
        status={subscription.status}
        isBusy={isBusy}
        onChange={(change) => dispatch(subscriptionChangeRequested(subscription.id, change))}
      />
      {subscription.status === 'recurring_status_cancelled' ? null : (
        <WhatItBuys subscription={subscription} isBusy={isBusy} />
      )}
      {subscription.status === 'recurring_status_cancelled' ? null : (
        <CalendarDownload subscriptionId={subscription.id} />
      )}
      <RecentDraws attempts={subscription.attempts} />
      <p>
        <Link to={subscriptionListPathOf(page)}>Back to subscriptions</Link>
      </p>
    </>
  );
}

/** /my-account/subscriptions/{page}/ticket/{id}: one subscription and how to change it. */
export function SubscriptionDetailPage() {
  const headingId = useId();
  const dispatch = useDispatch();
  const params = useParams();
  const page = pageNumberOf(params.page);
  const id = params.id ?? '';
  const detail = useSelector((state: Parameters<typeof selectSubscriptionDetail>[0]) =>
    selectSubscriptionDetail(state, id),
  );
  const load = () => {
    dispatch(subscriptionDetailRequested(id));
  };
  useEffect(load, [dispatch, id]);
  if (detail.status === 'failed' && detail.failureStatus === 404) return <NotFoundPage />;
  const { subscription } = detail;
  return (
    <section aria-labelledby={headingId} className="recurring-page">
      <RecurringStyles />
      <p>
        <Link to={subscriptionListPathOf(page)}>Subscriptions</Link>
      </p>
      <h1 id={headingId}>
        {subscription ? `${subscription.productOfferName} subscription` : 'Subscription'}
      </h1>
      {subscription ? (
        <SubscriptionDetail subscription={subscription} page={page} />
      ) : (
        <LoadState
          status={detail.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={detail.failureStatus}
          retry={load}
          what="your subscription"
        />
      )}
    </section>
  );
}
