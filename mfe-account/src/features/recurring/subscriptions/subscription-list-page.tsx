import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { pageNumberOf, useTranslation } from 'remote-kit';
import { type Subscription } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
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
  const { t } = useTranslation(accountPlayTexts);
  return (
    <li>
      <article aria-labelledby={headingId} className="recurring-card">
        <h2 id={headingId}>{subscription.productOfferName}</h2>
        <FactList facts={subscriptionFacts(t, subscription)} />
        <Link to={subscriptionPathOf(page, subscription.id)} className="recurring-card__link">
          {t('account_play.manage')}
          <span className="visually-hidden">
            {' '}
            {t('account_play.subscription_of', { name: subscription.productOfferName })}
          </span>
        </Link>
      </article>
    </li>
  );
}

/** /my-account/subscriptions/{page}: the customer's subscriptions, 10 a page. */
export function SubscriptionListPage() {
  const { t } = useTranslation(accountPlayTexts);
  const page = pageNumberOf(useParams().page);
  const list = useSelector(selectSubscriptionList);
  return (
    <RecurringListPage
      title={t('account_play.subscriptions_title')}
      intro={t('account_play.subscriptions_intro')}
      requested={subscriptionListRequested}
      page={page}
      list={list}
      what={t('account_play.subscriptions_loading')}
      isEmpty={list.subscriptions.length === 0}
      empty={
        <div>
          <p>{t('account_play.subscriptions_none')}</p>
          <Link to="/">{t('account_play.choose_raffle_or_lottery')}</Link>
        </div>
      }
      label={t('account_play.subscriptions_list')}
      pagesLabel={t('account_play.subscriptions_pages')}
      pathOf={subscriptionListPathOf}
    >
      {list.subscriptions.map((subscription) => (
        <SubscriptionCard key={subscription.id} subscription={subscription} page={page} />
      ))}
    </RecurringListPage>
  );
}
