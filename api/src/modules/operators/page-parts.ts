import { escapeHtml } from '../../http/html';

// Pieces every operator page is built from: times, notices, pagers, wide tables.

const dateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

export function time(at: Date | null): string {
  if (at === null) return '';
  return `<time datetime="${at.toISOString()}">${escapeHtml(dateTime.format(at))}</time>`;
}

/** A notice at the top of a page: what an action did, or why it was refused. */
export type Notice = { kind: 'status' | 'alert'; text: string } | null;

export function noticeHtml(notice: Notice): string {
  if (notice === null) return '';
  return `<p role="${notice.kind}">${escapeHtml(notice.text)}</p>`;
}

/** Newer / older links of a paged list, keeping its filters. */
export function pagerHtml(
  path: string,
  filters: Record<string, string | null>,
  page: { number: number; size: number; total: number },
): string {
  const link = (number: number, text: string, rel: string) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
    if (number > 1) query.set('page', String(number));
    const search = query.toString();
    return `<a rel="${rel}" href="${escapeHtml(`${path}${search ? `?${search}` : ''}`)}">${text}</a>`;
  };
  const pages = Math.max(1, Math.ceil(page.total / page.size));
  const links = [
    page.number > 1 ? link(page.number - 1, 'Newer', 'prev') : '',
    page.number < pages ? link(page.number + 1, 'Older', 'next') : '',
  ].filter((text) => text !== '');
  return `<nav aria-label="Pages"><p>Page ${page.number} of ${pages} (${page.total} in all)${
    links.length > 0 ? ` · ${links.join(' · ')}` : ''
  }</p></nav>`;
}

/** A table that may be wider than the page scrolls on its own (and by keyboard). */
export function wideTable(label: string, table: string): string {
  return `<div role="region" aria-label="${escapeHtml(label)}" tabindex="0" style="overflow-x:auto">${table}</div>`;
}
