import { useId } from 'react';

export function DailyWinnersPage() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>Daily Winners</h1>
      <p>The Daily Winners membership programme and its giveaways live here.</p>
    </section>
  );
}
