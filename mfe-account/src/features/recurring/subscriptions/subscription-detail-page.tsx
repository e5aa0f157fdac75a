import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, NotFoundPage, pageNumberOf, useTranslation } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { type Subscription } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
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
  const { t } = useTranslation(accountPlayTexts);
  const dispatch = useDispatch();
  const { isEditingDetails, detailsError } = useSelector(selectSubscriptionsState);
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>{t('account_play.what_it_buys_heading')}</h2>
      <p>
        {subscription.causeName
          ? t('account_play.buys_for_cause', {
              games: subscriptionGamesText(t, subscription),
              cause: subscription.causeName,
            })
          : subscriptionGamesText(t, subscription)}
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
          {t('account_play.change_subscription')}
        </button>
      )}
    </section>
  );
}

function SubscriptionDetail({ subscription, page }: { subscription: Subscription; page: number }) {
  const { t } = useTranslation(accountPlayTexts);
  const dispatch = useDispatch();
  const { pendingChange } = useSelector(selectSubscriptionsState);
  const isBusy = pendingChange !== null;
  return (
    <>
      <FactList
        label={t('account_play.subscription_about')}
        facts={[
          ...subscriptionFacts(t, subscription),
          [t('account_play.fact_started'), formatDrawDate(subscription.createdAt)],
        ]}
      />
      <StatusActions
        what={t('account_play.what_subscription')}
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
        <Link to={subscriptionListPathOf(page)}>{t('account_play.back_to_subscriptions')}</Link>
      </p>
    </>
  );
}

/** /my-account/subscriptions/{page}/ticket/{id}: one subscription and how to change it. */
export function SubscriptionDetailPage() {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
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
        <Link to={subscriptionListPathOf(page)}>{t('account_play.subscriptions_title')}</Link>
      </p>
      <h1 id={headingId}>
        {subscription
          ? t('account_play.subscription_of', { name: subscription.productOfferName })
          : t('account_play.subscription_title')}
      </h1>
      {subscription ? (
        <SubscriptionDetail subscription={subscription} page={page} />
      ) : (
        <LoadState
          status={detail.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={detail.failureStatus}
          retry={load}
          what={t('account_play.subscription_loading')}
        />
      )}
    </section>
  );
}
