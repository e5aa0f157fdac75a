import { useId } from 'react';

export function DashboardPage() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>My account</h1>
      <p>Your details, tickets, recurring purchases, limits and verification live here.</p>
    </section>
  );
}
