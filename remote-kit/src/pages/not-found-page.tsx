import { useId } from 'react';
import { Link } from 'react-router-dom';
import { pageErrorMessages } from 'shared-kernel/contract/format';
import { useTranslation } from '../texts/use-translation';

/** What a remote shows for a path it owns but has no page for. */
export function NotFoundPage() {
  const headingId = useId();
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('ui.not_found_heading')}</h1>
      <p>{pageErrorMessages.notFound}</p>
      <Link to="/">{t('ui.home_link')}</Link>
    </section>
  );
}
