import { useId } from 'react';
import { Link } from 'react-router-dom';
import { pageErrorMessages } from 'shared-kernel/contract/format';

/** What a remote shows for a path it owns but has no page for. */
export function NotFoundPage() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>Page not found</h1>
      <p>{pageErrorMessages.notFound}</p>
      <Link to="/">Go to the homepage</Link>
    </section>
  );
}
