import { Link } from 'react-router-dom';
import { usePageTitle } from '../use-page-title';
import { pageErrorContentOf, reloadPageLabel, type PageErrorKind } from './page-error-content';

export function reloadPage(): void {
  window.location.reload();
}

interface ErrorPageProps {
  kind: PageErrorKind;
  onReload?: () => void;
}

/** Error pages of product.md §2 with the texts of api.md §8.2. */
export function ErrorPage({ kind, onReload = reloadPage }: ErrorPageProps) {
  const { heading, message } = pageErrorContentOf(kind);
  usePageTitle(heading);
  return (
    <section className="error-page" aria-labelledby="error-page-heading">
      <h1 id="error-page-heading" className="error-page__heading">
        {heading}
      </h1>
      <p className="error-page__message">{message}</p>
      {kind === 404 ? (
        <Link to="/" className="button">
          Go to the homepage
        </Link>
      ) : null}
      {kind === 'generic' ? (
        <button type="button" className="button" onClick={onReload}>
          {reloadPageLabel}
        </button>
      ) : null}
    </section>
  );
}
