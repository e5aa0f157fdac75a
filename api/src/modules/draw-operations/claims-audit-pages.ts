import { escapeHtml } from '../../http/html';
import { claimReasonLengthMax } from '../draw-engine/claims/service';
import { audText } from '../ledger/aud-text';
import { operatorPage } from '../operators/pages';
import { type Notice, noticeHtml, pagerHtml, time, wideTable } from '../operators/page-parts';
import { type AwaitingClaim } from './ports';
import { type AuditRecord } from './repository';

const navigation =
  '<p><a href="/ops">Operator apps</a> · <a href="/ops/draws">Draws</a> · <a href="/ops/prize-claims">Prize claims</a> · <a href="/ops/prize-fulfilments">Prize fulfilments</a> · <a href="/ops/audit">Audit log</a></p>';

function claimItem(claim: AwaitingClaim, error: { key: string; message: string } | null): string {
  const key = `${claim.drawId}-${claim.ticketId}`;
  const base = `/ops/prize-claims/${encodeURIComponent(claim.drawId)}/${encodeURIComponent(claim.ticketId)}`;
  const label = `${audText(claim.amountCents)} to ${claim.customerName} (${claim.customerEmail})`;
  const fieldId = `reason-${key}`;
  const errorHere = error?.key === key ? error.message : null;
  const errorId = `${fieldId}-error`;
  return `<li><article aria-labelledby="claim-${escapeHtml(key)}">
<h2 id="claim-${escapeHtml(key)}">${escapeHtml(label)}</h2>
<dl>
<dt>Customer</dt><dd>${escapeHtml(claim.customerName)} (${escapeHtml(claim.customerEmail)})</dd>
<dt>Draw</dt><dd>${escapeHtml(claim.offerName)} draw ${claim.drawNo}${claim.drawAt ? `, drawn ${time(claim.drawAt)}` : ''}</dd>
<dt>Ticket</dt><dd>${escapeHtml(claim.ticketDescription)} (<code>${escapeHtml(claim.ticketId)}</code>)</dd>
<dt>Prize</dt><dd>${escapeHtml(audText(claim.amountCents))}: ${escapeHtml(claim.description)}</dd>
<dt>Waiting since</dt><dd>${time(claim.createdAt)}</dd>
</dl>
<form method="post" action="${escapeHtml(base)}/approve"><button type="submit" aria-label="${escapeHtml(`Approve and pay ${label}`)}">Approve and pay</button></form>
<form method="post" action="${escapeHtml(base)}/reject">
${errorHere ? `<p role="alert" id="${escapeHtml(errorId)}">${escapeHtml(errorHere)}</p>` : ''}
<label for="${escapeHtml(fieldId)}">Reason for rejecting (sent to the customer)</label>
<textarea id="${escapeHtml(fieldId)}" name="reason" rows="2" style="display:block;width:100%;box-sizing:border-box" maxlength="${claimReasonLengthMax}" required${errorHere ? ` aria-invalid="true" aria-describedby="${escapeHtml(errorId)}"` : ''}></textarea>
<button type="submit" aria-label="${escapeHtml(`Reject ${label}`)}">Reject</button>
</form>
</article></li>`;
}

/** /ops/prize-claims: prizes over the claim threshold, each approved (paid) or rejected. */
export function prizeClaimsPage(
  claims: AwaitingClaim[],
  notice: Notice,
  error: { key: string; message: string } | null = null,
): string {
  return operatorPage(
    'Prize claims',
    `${navigation}
<h1>Prize claims</h1>
${noticeHtml(notice)}
<p>Prizes over the claim threshold wait here for a claim check before they are paid. Approving pays the prize into the customer's wallet; rejecting pays nothing and tells the customer why.</p>
${claims.length === 0 ? '<p>No prize is waiting for a claim check.</p>' : `<ul>${claims.map((claim) => claimItem(claim, error)).join('\n')}</ul>`}`,
  );
}

function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** /ops/audit: what the engine and operators did, newest first, read-only. */
export function auditPage(options: {
  entries: AuditRecord[];
  subject: string | null;
  page: number;
  pageSize: number;
  total: number;
}): string {
  const rows = options.entries
    .map(
      (entry) => `<tr><td>${time(entry.createdAt)}</td>
<td>${escapeHtml(entry.actor)}${entry.actorType === 'system' ? ' (system)' : ''}</td>
<td><code>${escapeHtml(entry.action)}</code></td>
<td>${escapeHtml(entry.subjectType)} <a href="/ops/audit?subject=${encodeURIComponent(entry.subjectId)}"><code>${escapeHtml(entry.subjectId)}</code></a></td>
<td>${escapeHtml(detailText(entry.detail))}</td></tr>`,
    )
    .join('\n');
  return operatorPage(
    'Audit log',
    `${navigation}
<h1>Audit log</h1>
<form method="get" action="/ops/audit">
<label for="audit-subject">Subject (a draw id, for instance)</label>
<input id="audit-subject" name="subject" maxlength="200" value="${escapeHtml(options.subject ?? '')}">
<button type="submit">Show entries</button>
</form>
${options.subject ? `<p>Entries about <code>${escapeHtml(options.subject)}</code> · <a href="/ops/audit">Every entry</a></p>` : ''}
${
  options.entries.length === 0
    ? '<p>No entry.</p>'
    : wideTable(
        'Audit log entries',
        `<table><caption>Audit log, newest first</caption><thead><tr><th scope="col">When</th><th scope="col">Who</th>
<th scope="col">Action</th><th scope="col">Subject</th><th scope="col">Detail</th></tr></thead><tbody>
${rows}
</tbody></table>`,
      )
}
${pagerHtml('/ops/audit', { subject: options.subject }, { number: options.page, size: options.pageSize, total: options.total })}`,
  );
}
