import { layoutTexts } from 'shared-kernel/contract/texts';
import { useId } from 'react';
import { useTranslation } from 'remote-kit';
import { reloadPage } from '../layout/error-pages/error-page';
import { pageErrorMessageOf, reloadPageLabel } from '../layout/error-pages/page-error-content';

interface RemoteFallbackProps {
  onReload?: () => void;
}

/** Shown in one remote's slot when it could not load or broke; the rest of the page works on. */
export function RemoteFallback({ onReload = reloadPage }: RemoteFallbackProps) {
  const headingId = useId();
  const { t } = useTranslation(layoutTexts);
  return (
    <section className="remote-fallback" aria-labelledby={headingId}>
      <h1 id={headingId} className="remote-fallback__heading">
        {t('layout.remote_failed_heading')}
      </h1>
      <p className="remote-fallback__message">{pageErrorMessageOf('generic')}</p>
      <button type="button" className="button" onClick={onReload}>
        {reloadPageLabel}
      </button>
    </section>
  );
}
