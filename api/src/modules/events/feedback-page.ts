import { escapeHtml } from '../../http/html';
import { operatorPage } from '../operators/pages';
import { pagerHtml, time, wideTable } from '../operators/page-parts';
import { type FeedbackEntry } from './repository';

/** The mood words of the feedback form, by rating (api.md §7.2). */
export const moodNamesByRating: Readonly<Record<string, string>> = {
  '-1': 'Not satisfied',
  '0': 'Neutral',
  '1': 'Satisfied',
};

function fromText(entry: FeedbackEntry): string {
  if (entry.customerId !== null) {
    const href = `/ops/customers/${encodeURIComponent(entry.customerId)}`;
    return `<a href="${escapeHtml(href)}">Customer</a>`;
  }
  return entry.email === null ? 'Visitor' : `Visitor (${escapeHtml(entry.email)})`;
}

function feedbackRow(entry: FeedbackEntry): string {
  return `<tr><td>${time(entry.at)}</td>
<th scope="row">${escapeHtml(moodNamesByRating[String(entry.rating)] ?? String(entry.rating))}</th>
<td>${entry.comment === null ? '<i>No comment</i>' : escapeHtml(entry.comment)}</td>
<td><code>${escapeHtml(entry.source)}</code>${entry.variant ? ` (${escapeHtml(entry.variant)})` : ''}</td>
<td>${fromText(entry)}</td></tr>`;
}

/** /ops/feedback: what customers and visitors said through the feedback form, newest first. */
export function feedbackPage(list: {
  entries: readonly FeedbackEntry[];
  total: number;
  page: number;
  pageSize: number;
}): string {
  const table =
    list.entries.length === 0
      ? '<p>No feedback yet.</p>'
      : wideTable(
          'Feedback',
          `<table><caption>Feedback, newest first</caption><thead><tr><th scope="col">When</th><th scope="col">Mood</th>
<th scope="col">Comment</th><th scope="col">Page</th><th scope="col">From</th></tr></thead><tbody>
${list.entries.map(feedbackRow).join('\n')}
</tbody></table>`,
        );
  return operatorPage(
    'Feedback',
    `<p><a href="/ops">Operator apps</a></p>
<h1>Feedback</h1>
${table}
${pagerHtml('/ops/feedback', {}, { number: list.page, size: list.pageSize, total: list.total })}`,
  );
}
