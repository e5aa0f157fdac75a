import { layoutTexts } from 'shared-kernel/contract/texts';
import { Link } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { usePageTitle } from '../use-page-title';
import { pageErrorContentOf, reloadPageLabel, type PageErrorKind } from './page-error-content';

export function reloadPage(): void {
  window.location.reload();
}

/** Any status but 404, 418 and 503: the server is busy, and a reload later may well work. */
function isServerBusy(kind: PageErrorKind): boolean {
  return typeof kind === 'number' && ![404, 418, 503].includes(kind);
}

interface ErrorPageProps {
  kind: PageErrorKind;
  /** More words from the API, e.g. the operator's maintenance message. */
  detail?: string | null;
  onReload?: () => void;
}

/** Error pages of product.md §2 with the texts of api.md §8.2. */
export function ErrorPage({ kind, detail = null, onReload = reloadPage }: ErrorPageProps) {
  const { t } = useTranslation(layoutTexts);
  const { heading, message } = pageErrorContentOf(kind);
  usePageTitle(heading);
  return (
    <section className="error-page" aria-labelledby="error-page-heading">
      <h1 id="error-page-heading" className="error-page__heading">
        {heading}
      </h1>
      <p className="error-page__message">{message}</p>
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      {kind === 404 ? (
        <Link to="/" className="button">
          {t('ui.home_link')}
        </Link>
      ) : null}
      {kind === 'generic' || isServerBusy(kind) ? (
        <button type="button" className="button" onClick={onReload}>
          {reloadPageLabel}
        </button>
      ) : null}
    </section>
  );
}
