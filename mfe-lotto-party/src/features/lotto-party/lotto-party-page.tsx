import { useId } from 'react';

export function LottoPartyPage() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>Lotto Party</h1>
      <p>Lotto Party group play, with your groups and their sessions, lives here.</p>
    </section>
  );
}
