import { useId } from 'react';

export function DepositPage() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>Deposit</h1>
      <p>Deposits, withdrawals, your cards and accounts, and your transactions live here.</p>
    </section>
  );
}
