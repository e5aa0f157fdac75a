import { escapeHtml } from '../../http/html';
import { type DrawStatus } from '../draw-engine/engine/step';
import { operatorPage } from '../operators/pages';
import { type Notice, noticeHtml, pagerHtml, time, wideTable } from '../operators/page-parts';
import { drawStatusNames } from './page-parts';
import { type OperatedDraw } from './repository';

export const drawStatuses = Object.keys(drawStatusNames) as DrawStatus[];

const openStatuses: readonly DrawStatus[] = ['DRAW_OPEN', 'DRAW_CAPPED'];

/** A draw an operator may draw now: an open one. */
export function canDrawNow(draw: OperatedDraw): boolean {
  return openStatuses.includes(draw.status);
}

/** A draw whose next step an operator may re-run: it failed, or it stopped between steps. */
export function canRetry(draw: OperatedDraw): boolean {
  return (
    draw.status !== 'DRAW_EMAILED' &&
    (draw.lastError !== null || !openStatuses.includes(draw.status))
  );
}

const drawName = (draw: OperatedDraw) => `${draw.offerName} draw ${draw.drawNo}`;

function actionsOf(draw: OperatedDraw): string {
  const name = escapeHtml(drawName(draw));
  const actions: string[] = [];
  if (canDrawNow(draw)) {
    actions.push(
      `<a href="/ops/draws/${escapeHtml(draw.id)}/draw-now" aria-label="Draw now: ${name}">Draw now</a>`,
    );
  }
  if (canRetry(draw)) {
    actions.push(`<form method="post" action="/ops/draws/${escapeHtml(draw.id)}/retry">
<button type="submit" style="margin-top:0" aria-label="Re-run next step: ${name}">Re-run next step</button></form>`);
  }
  return actions.join('\n');
}

function row(draw: OperatedDraw): string {
  return `<tr><td>${escapeHtml(draw.offerName)}<br><code>${escapeHtml(draw.productOfferKey)}</code></td>
<td>${draw.drawNo}</td><td>${time(draw.stop)}</td><td>${time(draw.drawAt)}</td>
<td>${escapeHtml(drawStatusNames[draw.status] ?? draw.status)}</td>
<td>${draw.lastError === null ? '' : `${escapeHtml(draw.lastError)}<br>${time(draw.lastErrorAt)}`}</td>
<td>${actionsOf(draw)}</td></tr>`;
}

function select(
  name: string,
  label: string,
  options: Array<{ value: string; text: string }>,
  chosen: string | null,
): string {
  const items = [
    { value: '', text: label === 'Offer' ? 'Every offer' : 'Every status' },
    ...options,
  ]
    .map(
      (option) =>
        `<option value="${escapeHtml(option.value)}"${option.value === (chosen ?? '') ? ' selected' : ''}>${escapeHtml(option.text)}</option>`,
    )
    .join('');
  return `<label for="filter-${name}">${escapeHtml(label)}</label>
<select id="filter-${name}" name="${name}">${items}</select>`;
}

export interface DrawsPageOptions {
  draws: OperatedDraw[];
  total: number;
  page: number;
  pageSize: number;
  offers: Array<{ key: string; name: string }>;
  offerKey: string | null;
  status: DrawStatus | null;
  notice: Notice;
}

/** /ops/draws: every draw, newest first, with the actions its state allows. */
export function drawsPage(options: DrawsPageOptions): string {
  const filters = { offer: options.offerKey, status: options.status };
  const table =
    options.draws.length === 0
      ? '<p>No draw matches.</p>'
      : wideTable(
          'Draws',
          `<table><caption>Draws, newest first</caption><thead><tr><th scope="col">Offer</th><th scope="col">Draw</th>
<th scope="col">Sales stop</th><th scope="col">Draw time</th><th scope="col">Status</th><th scope="col">Last error</th><th scope="col">Actions</th></tr></thead><tbody>
${options.draws.map(row).join('\n')}
</tbody></table>`,
        );
  return operatorPage(
    'Draws',
    `<p><a href="/ops">Operator apps</a> · <a href="/ops/prize-claims">Prize claims</a> · <a href="/ops/prize-fulfilments">Prize fulfilments</a> · <a href="/ops/audit">Audit log</a></p>
<h1>Draws</h1>
${noticeHtml(options.notice)}
<p>The draw engine closes, draws, scores, pays and emails every draw on its own. Draw now closes an open draw's sales at once and runs its steps; Re-run next step runs a draw's next step again after a failure (only when it is due). Every action is recorded in the audit log.</p>
<form method="get" action="/ops/draws">
${select(
  'offer',
  'Offer',
  options.offers.map((offer) => ({ value: offer.key, text: offer.name })),
  options.offerKey,
)}
${select(
  'status',
  'Status',
  drawStatuses.map((status) => ({ value: status, text: drawStatusNames[status] })),
  options.status,
)}
<button type="submit">Show draws</button>
</form>
${table}
${pagerHtml('/ops/draws', filters, { number: options.page, size: options.pageSize, total: options.total })}`,
  );
}

/** The confirmation before Draw now: it stops the draw's sales at once. */
export function drawNowConfirmPage(draw: OperatedDraw, notice: Notice = null): string {
  const name = drawName(draw);
  return operatorPage(
    `Draw now: ${name}`,
    `<p><a href="/ops/draws">Draws</a></p>
<h1>Draw ${escapeHtml(name)} now?</h1>
${noticeHtml(notice)}
<p>Its sales stop at once (they were due to stop ${time(draw.stop)}). The engine then freezes the ticket list, draws the numbers, scores the tickets, pays the prizes (prizes over the claim threshold wait for a claim check) and emails the results. This cannot be undone.</p>
<form method="post" action="/ops/draws/draw-now">
<input type="hidden" name="offerKey" value="${escapeHtml(draw.productOfferKey)}">
<input type="hidden" name="drawNo" value="${draw.drawNo}">
<button type="submit">Draw ${escapeHtml(name)} now</button>
</form>
<p><a href="/ops/draws">Cancel</a></p>`,
  );
}
