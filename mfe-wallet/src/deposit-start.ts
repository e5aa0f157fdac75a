/**
 * Where a wallet deposit started (/deposit or the account's deposit pages), so the pages a deposit
 * lands on lead back there: after a card deposit at once, after PayPal once its window returns.
 */

/** The query parameter a receipt reads to offer a way back to the app. */
export const deepLinkParameter = 'successMobileDeepLink';

/** The page a deposit started on: its path and query. */
export interface DepositStart {
  pathname: string;
  search: string;
}

const isAccountPage = (pathname: string) => pathname.startsWith('/my-account');

/** The deep link query of the start page, kept for the receipt; '' when there is none. */
function deepLinkQueryOf(search: string): string {
  const deepLink = new URLSearchParams(search).get(deepLinkParameter);
  return deepLink ? `?${new URLSearchParams({ [deepLinkParameter]: deepLink }).toString()}` : '';
}

/** Where a deposit lands: the account's details page, or from /deposit the deposit receipt. */
export function successPathOf(pathname: string, search: string, depositId: string): string {
  const id = encodeURIComponent(depositId);
  if (isAccountPage(pathname)) return `/my-account/deposit/details/${id}/success`;
  return `/deposits/receipt/${id}${deepLinkQueryOf(search)}`;
}

/** The deposit page to try again on: the account's or /deposit, with its deep link. */
export function depositPageOf(start: DepositStart): string {
  return isAccountPage(start.pathname)
    ? '/my-account/deposit'
    : `/deposit${deepLinkQueryOf(start.search)}`;
}

const storageKeyOf = (depositId: string) => `wallet.depositStart.${depositId}`;

/** The tab's session storage; null where the browser refuses it. */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Records where a deposit that leaves the page (PayPal) started; the tab keeps it. */
export function rememberDepositStart(
  storage: Storage | null,
  depositId: string,
  start: DepositStart,
): void {
  try {
    storage?.setItem(
      storageKeyOf(depositId),
      JSON.stringify({ pathname: start.pathname, search: start.search }),
    );
  } catch {
    // A full storage only costs the way back: the return page then offers checkout.
  }
}

/** Where the deposit started, when this tab recorded it; null for a deposit from checkout. */
export function depositStartOf(storage: Storage | null, depositId: string): DepositStart | null {
  try {
    const text = storage?.getItem(storageKeyOf(depositId));
    if (!text) return null;
    const start = JSON.parse(text) as Partial<DepositStart>;
    return typeof start.pathname === 'string' && typeof start.search === 'string'
      ? { pathname: start.pathname, search: start.search }
      : null;
  } catch {
    return null;
  }
}
