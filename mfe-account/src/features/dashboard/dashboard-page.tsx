import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LoadState } from 'remote-kit';
import { bus } from 'shared-kernel';
import { accountAreasFor } from 'shared-kernel/contract/customer';
import { formatCurrency, formatDrawDate } from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import { type Order } from 'shared-kernel/contract/orders';
import { hasCapabilities, type CapabilityName } from 'shared-kernel/contract/platform';
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
  return (
    <>
      <Section title="Your money">
        <dl>
          <dt>Balance</dt>
          <dd>{aud(customer.balance)}</dd>
          {summary.withdrawableFunds ? (
            <>
              <dt>Withdrawable funds</dt>
              <dd>{aud(summary.withdrawableFunds)}</dd>
            </>
          ) : null}
        </dl>
        {grants('wallet_deposit') || grants('wallet_withdrawal') ? (
          <p className="dashboard__money-actions">
            {grants('wallet_deposit') ? <Link to="/my-account/deposit">Deposit</Link> : null}{' '}
            {grants('wallet_withdrawal') ? <Link to="/my-account/withdraw">Withdraw</Link> : null}
          </p>
        ) : null}
      </Section>
      {grants('viewing_orders') ? <Tickets summary={summary} /> : null}
      <Section title="Verification">
        {customer.isVerified ? (
          <p>Your account is verified.</p>
        ) : (
          <p>
            Your account is not verified yet: verify it to withdraw your winnings.{' '}
            {grants('verify_id') ? (
              <Link to="/my-account/verify-account">Verify your account</Link>
            ) : null}
          </p>
        )}
      </Section>
    </>
  );
}

/** The next draws and recent results: with the viewing-orders capability only. */
function Tickets({ summary }: { summary: DashboardSummary }) {
  return (
    <>
      <Section title="Your next draws">
        {summary.upcoming.length === 0 ? (
          <p>
            You have no upcoming tickets. <Link to="/">Choose a lottery to play</Link>
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
                  {draw ? `: draw ${draw.drawNo}, ${formatDrawDate(draw.drawDate)}` : ''}
                </li>
              );
            })}
          </ul>
        )}
        <p>
          <Link to="/my-account/upcoming-tickets/1">All upcoming tickets</Link>
        </p>
      </Section>
      <Section title="Recent results">
        {summary.past.length === 0 ? (
          <p>None of your tickets has been drawn yet.</p>
        ) : (
          <ul>
            {summary.past.map((order) => (
              <li key={order.id}>
                <Link to={`/my-account/past-tickets/1/ticket/${order.id}`}>
                  {order.productName}
                </Link>
                {`, draw ${lastDrawOf(order)?.drawNo ?? ''}: ${ticketOutcomeText(order) ?? ''}`}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/my-account/past-tickets/1">All past tickets</Link>
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
      <h1 id={headingId}>My account</h1>
      {dashboard.summary ? (
        <Summary summary={dashboard.summary} />
      ) : (
        <LoadState
          status={dashboard.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={dashboard.failureStatus}
          retry={load}
          what="your account"
        />
      )}
      <nav aria-label="Account areas">
        <h2>Your account</h2>
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
