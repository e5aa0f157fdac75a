import { escapeHtml } from '../../http/html';
import { audText } from '../ledger/aud-text';
import { operatorPage } from '../operators/pages';
import { type Notice, noticeHtml, pagerHtml, time, wideTable } from '../operators/page-parts';
import { type PrizeFulfilment } from './prize-fulfilments';

const navigation =
  '<p><a href="/ops">Operator apps</a> · <a href="/ops/draws">Draws</a> · <a href="/ops/prize-claims">Prize claims</a> · <a href="/ops/prize-fulfilments">Prize fulfilments</a> · <a href="/ops/audit">Audit log</a></p>';

function prizeText(prize: PrizeFulfilment): string {
  return prize.prizeValueCents === null
    ? prize.prizeName
    : `${prize.prizeName} (${audText(prize.prizeValueCents)})`;
}

function drawText(prize: PrizeFulfilment): string {
  return `${prize.offerName} ${prize.drawNo}`;
}

function toFulfilItem(prize: PrizeFulfilment): string {
  const key = `${prize.drawId}-${prize.drawOrder}`;
  const label = `${prize.prizeName} to ${prize.customerName}`;
  const action = `/ops/prize-fulfilments/${encodeURIComponent(prize.drawId)}/${prize.drawOrder}/fulfil`;
  return `<li><article aria-labelledby="prize-${escapeHtml(key)}">
<h3 id="prize-${escapeHtml(key)}">${escapeHtml(label)}</h3>
<dl>
<dt>Prize</dt><dd>${escapeHtml(prizeText(prize))}</dd>
<dt>Giveaway</dt><dd>${escapeHtml(drawText(prize))}${prize.drawAt ? `, drawn ${time(prize.drawAt)}` : ''}</dd>
<dt>Winner</dt><dd>${escapeHtml(prize.customerName)} (${escapeHtml(prize.customerEmail)}, ${escapeHtml(prize.customerPhone)})</dd>
<dt>Address</dt><dd>${escapeHtml(prize.customerAddress)}</dd>
<dt>Ticket</dt><dd><code>${escapeHtml(prize.ticketId)}</code></dd>
<dt>Won</dt><dd>${time(prize.wonAt)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}"><button type="submit" aria-label="${escapeHtml(`Mark fulfilled: ${label}`)}">Mark fulfilled</button></form>
</article></li>`;
}

function fulfilledTable(prizes: readonly PrizeFulfilment[]): string {
  const rows = prizes
    .map(
      (prize) => `<tr><th scope="row">${escapeHtml(prizeText(prize))}</th>
<td>${escapeHtml(drawText(prize))}</td>
<td>${escapeHtml(prize.customerName)} (${escapeHtml(prize.customerEmail)})</td>
<td>${escapeHtml(prize.fulfilledBy ?? '')}</td>
<td>${time(prize.fulfilledAt)}</td></tr>`,
    )
    .join('\n');
  return wideTable(
    'Prizes fulfilled',
    `<table><caption>Prizes fulfilled, latest first</caption><thead><tr><th scope="col">Prize</th><th scope="col">Giveaway</th>
<th scope="col">Winner</th><th scope="col">Fulfilled by</th><th scope="col">When</th></tr></thead><tbody>
${rows}
</tbody></table>`,
  );
}

/**
 * /ops/prize-fulfilments: physical prizes won in giveaways, to deliver (each with Mark fulfilled)
 * and delivered (who marked them, and when).
 */
export function prizeFulfilmentsPage(options: {
  toFulfil: readonly PrizeFulfilment[];
  fulfilled: readonly PrizeFulfilment[];
  page: number;
  pageSize: number;
  total: number;
  notice: Notice;
}): string {
  const { toFulfil, fulfilled } = options;
  return operatorPage(
    'Prize fulfilments',
    `${navigation}
<h1>Prize fulfilments</h1>
${noticeHtml(options.notice)}
<p>Physical prizes won in giveaways are not paid into a wallet: deliver them, then mark them fulfilled.</p>
<section aria-labelledby="to-fulfil-heading">
<h2 id="to-fulfil-heading">To fulfil</h2>
${toFulfil.length === 0 ? '<p>No prize is waiting to be fulfilled.</p>' : `<ul>${toFulfil.map(toFulfilItem).join('\n')}</ul>`}
</section>
<section aria-labelledby="fulfilled-heading">
<h2 id="fulfilled-heading">Fulfilled</h2>
${fulfilled.length === 0 ? '<p>No prize has been fulfilled yet.</p>' : fulfilledTable(fulfilled)}
${pagerHtml('/ops/prize-fulfilments', {}, { number: options.page, size: options.pageSize, total: options.total })}
</section>`,
  );
}
