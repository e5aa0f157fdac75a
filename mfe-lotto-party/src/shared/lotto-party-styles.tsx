import stylesheet from './lotto-party-pages.css';

/** The Lotto Party pages' stylesheet, rendered once in the head whichever page shows first. */
export function LottoPartyStyles() {
  return (
    <style href="mfe-lotto-party/pages" precedence="default">
      {stylesheet}
    </style>
  );
}
