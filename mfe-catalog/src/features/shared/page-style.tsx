import stylesheet from './catalog-pages.css';

/** The stylesheet of the catalogue's content pages (results, statistics, causes, blog). */
export function PageStyle() {
  return (
    <style href="mfe-catalog/catalog-pages" precedence="default">
      {stylesheet}
    </style>
  );
}
