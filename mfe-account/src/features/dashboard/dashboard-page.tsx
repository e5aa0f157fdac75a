import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LoadState, useTranslation } from 'remote-kit';
import { bus } from 'shared-kernel';
import { accountAreasFor } from 'shared-kernel/contract/customer';
import { formatCurrency, formatDrawDate } from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import { type Order } from 'shared-kernel/contract/orders';
import { hasCapabilities, type CapabilityName } from 'shared-kernel/contract/platform';
import { accountTexts } from 'shared-kernel/contract/texts';
import { ticketOutcomeText } from '../../shared/ticket-outcome';
import { dashboardPageOpened, type DashboardSummary, selectDashboard } from './dashboard-slice';

const aud = (money: Money | null) => formatCurrency(money?.amount ?? 0, money?.currency ?? 'AUD');

/** The first draw of the ticket still to come. */
const nextDrawOf = (order: Order) => order.draws.find((draw) => draw.status === 'upcoming');
/** The latest drawn draw of the ticket. */
const lastDrawOf = (order: Order) => order.draws.filter((draw) => draw.status === 'drawn').at(-1);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="dashboard__section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Summary({ summary }: { summary: DashboardSummary }) {
  const { customer, capabilities } = summary;
  const grants = (required: CapabilityName) => hasCapabilities(capabilities, required);
  const { t } = useTranslation(accountTexts);
  return (
    <>
      <Section title={t('account.dashboard_money_heading')}>
        <dl>
          <dt>{t('account.dashboard_balance')}</dt>
          <dd>{aud(customer.balance)}</dd>
          {summary.withdrawableFunds ? (
            <>
              <dt>{t('account.dashboard_withdrawable_funds')}</dt>
              <dd>{aud(summary.withdrawableFunds)}</dd>
            </>
          ) : null}
        </dl>
        {grants('wallet_deposit') || grants('wallet_withdrawal') ? (
          <p className="dashboard__money-actions">
            {grants('wallet_deposit') ? (
              <Link to="/my-account/deposit">{t('account.dashboard_deposit')}</Link>
            ) : null}{' '}
            {grants('wallet_withdrawal') ? (
              <Link to="/my-account/withdraw">{t('account.dashboard_withdraw')}</Link>
            ) : null}
          </p>
        ) : null}
      </Section>
      {grants('viewing_orders') ? <Tickets summary={summary} /> : null}
      <Section title={t('account.dashboard_verification_heading')}>
        {customer.isVerified ? (
          <p>{t('account.dashboard_verified')}</p>
        ) : (
          <p>
            {t('account.dashboard_not_verified')}{' '}
            {grants('verify_id') ? (
              <Link to="/my-account/verify-account">{t('account.dashboard_verify_link')}</Link>
            ) : null}
          </p>
        )}
      </Section>
    </>
  );
}

/** The next draws and recent results: with the viewing-orders capability only. */
function Tickets({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation(accountTexts);
  return (
    <>
      <Section title={t('account.dashboard_next_draws_heading')}>
        {summary.upcoming.length === 0 ? (
          <p>
            {t('account.dashboard_no_upcoming')}{' '}
            <Link to="/">{t('account.dashboard_choose_lottery')}</Link>
          </p>
        ) : (
          <ul>
            {summary.upcoming.map((order) => {
              const draw = nextDrawOf(order);
              return (
                <li key={order.id}>
                  <Link to={`/my-account/upcoming-tickets/1/ticket/${order.id}`}>
                    {order.productName}
                  </Link>
                  {draw
                    ? t('account.dashboard_next_draw', {
                        drawNo: draw.drawNo,
                        drawDate: formatDrawDate(draw.drawDate),
                      })
                    : ''}
                </li>
              );
            })}
          </ul>
        )}
        <p>
          <Link to="/my-account/upcoming-tickets/1">{t('account.dashboard_all_upcoming')}</Link>
        </p>
      </Section>
      <Section title={t('account.dashboard_recent_results_heading')}>
        {summary.past.length === 0 ? (
          <p>{t('account.dashboard_none_drawn')}</p>
        ) : (
          <ul>
            {summary.past.map((order) => (
              <li key={order.id}>
                <Link to={`/my-account/past-tickets/1/ticket/${order.id}`}>
                  {order.productName}
                </Link>
                {t('account.dashboard_recent_result', {
                  drawNo: lastDrawOf(order)?.drawNo ?? '',
                  outcome: ticketOutcomeText(order) ?? '',
                })}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/my-account/past-tickets/1">{t('account.dashboard_all_past')}</Link>
        </p>
      </Section>
    </>
  );
}

/** /my-account: the customer's money, next draws, recent results, verification and areas. */
export function DashboardPage() {
  const headingId = useId();
  const dispatch = useDispatch();
  const dashboard = useSelector(selectDashboard);
  const { t } = useTranslation(accountTexts);
  const load = () => {
    dispatch(dashboardPageOpened());
  };
  useEffect(() => {
    load();
    // A purchase or a deposit elsewhere on the page changes the balance and the tickets.
    return bus.subscribe('wallet/changed', load);
  }, [dispatch]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section aria-labelledby={headingId} className="dashboard">
      <h1 id={headingId}>{t('account.dashboard_heading')}</h1>
      {dashboard.summary ? (
        <Summary summary={dashboard.summary} />
      ) : (
        <LoadState
          status={dashboard.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={dashboard.failureStatus}
          retry={load}
          what={t('account.dashboard_loading')}
        />
      )}
      <nav aria-label={t('account.dashboard_areas_label')}>
        <h2>{t('account.dashboard_areas_heading')}</h2>
        <ul>
          {accountAreasFor(dashboard.summary?.capabilities ?? []).map((area) => (
            <li key={area.path}>
              <Link to={area.path}>{area.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
