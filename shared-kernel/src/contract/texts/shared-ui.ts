/** Category `ui`: remote-kit's shared components, used by every remote. */
export const sharedUiTexts = {
  'ui.not_found_heading': 'Page not found',
  'ui.home_link': 'Go to the homepage',
  'ui.page_loading': 'Loading…',
  'ui.loading_what': 'Loading {what}…',
  'ui.try_again': 'Try again',
  'ui.pages': 'Pages',
  'ui.previous_page': 'Previous page',
  'ui.next_page': 'Next page',
  'ui.page_of': 'Page {page} of {pageCount}',
} as const;

export type SharedUiTextKey = keyof typeof sharedUiTexts;
