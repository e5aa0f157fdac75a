import { Link } from 'react-router-dom';
import { useTranslation } from '../texts/use-translation';

/** A page number of a route parameter, coerced to at least 1 (product.md §5). */
export function pageNumberOf(value: string | undefined | null): number {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) && number >= 1 ? number : 1;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous and next links of a paged list; `pathOf(page)` is each page's address. */
export function Pagination({
  page,
  pageCount,
  pathOf,
  label,
}: {
  page: number;
  pageCount: number;
  pathOf: (page: number) => string;
  label?: string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t('ui.pages')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={pathOf(page - 1)} rel="prev">
              {t('ui.previous_page')}
            </Link>
          ) : null}
        </li>
        <li aria-current="page">{t('ui.page_of', { page, pageCount })}</li>
        <li>
          {page < pageCount ? (
            <Link to={pathOf(page + 1)} rel="next">
              {t('ui.next_page')}
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
