/**
 * The page's local or session storage, or null where there is none (outside a browser) or the
 * browser refuses it (some private windows).
 */
export function pageStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}
