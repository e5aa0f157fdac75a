/** Error page texts of api.md §8.2. */
export const pageErrorMessages = {
  /** 404. */
  notFound:
    "Something went wrong. It's looking like you may have taken a wrong turn. Try heading home and finding your bearing.",
  /** 418. */
  noProducts:
    "It's not you, it's us! There are currently no products available, please check back later. Thank you for being patient.",
  /** 503. */
  maintenance:
    "There's a spanner in the works! We'll be up and running again soon after this scheduled maintenance.",
  /** Any other status. */
  serverBusy:
    "It's not you, it's us! We are experiencing large load times on our server. Thank you for being patient.",
  /** No status known: shown with a reload button. */
  generic:
    "It's not you, it's us! Looks like something went wrong on our end. Please try reloading or go back to the Homepage.",
  reloadPageLabel: 'Reload page',
} as const;

export type PageErrorKind = Exclude<keyof typeof pageErrorMessages, 'reloadPageLabel'>;

/** Which error page a status shows; no status (an unknown failure) gives the generic one. */
export function pageErrorKindFor(status?: number | null): PageErrorKind {
  if (status === undefined || status === null || !Number.isFinite(status)) return 'generic';
  if (status === 404) return 'notFound';
  if (status === 418) return 'noProducts';
  if (status === 503) return 'maintenance';
  return 'serverBusy';
}

export function pageErrorMessageFor(status?: number | null): string {
  return pageErrorMessages[pageErrorKindFor(status)];
}
