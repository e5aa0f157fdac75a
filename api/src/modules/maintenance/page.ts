import { escapeHtml } from '../../http/html';
import { operatorPage } from '../operators/pages';
import { type Notice, noticeHtml, time } from '../operators/page-parts';
import { type MaintenanceState } from './repository';
import { maintenanceMessageLengthMax } from './service';

function stateText(state: MaintenanceState): string {
  const since = state.changedAt ? ` since ${time(state.changedAt)}` : '';
  const by = state.changedBy ? ` (${escapeHtml(state.changedBy)})` : '';
  if (!state.isOn)
    return `<p>Maintenance is <strong>off</strong>${since}${by}: the shop is open.</p>`;
  const message = state.message
    ? `<p>Customers read: “${escapeHtml(state.message)}”</p>`
    : '<p>Customers read the standard maintenance text.</p>';
  return `<p>Maintenance is <strong>on</strong>${since}${by}: customer calls answer 503 and customers see the maintenance page.</p>
${message}`;
}

/** /ops/maintenance: whether the shop is down for maintenance, and the switch. */
export function maintenancePage(state: MaintenanceState, notice: Notice): string {
  const form = state.isOn
    ? `<form method="post" action="/ops/maintenance">
<input type="hidden" name="state" value="off">
<button type="submit">Switch maintenance off</button>
</form>`
    : `<form method="post" action="/ops/maintenance">
<input type="hidden" name="state" value="on">
<label for="maintenance-message">Message for customers (optional)</label>
<textarea id="maintenance-message" name="message" rows="3" maxlength="${maintenanceMessageLengthMax}" style="width:100%"></textarea>
<button type="submit">Switch maintenance on</button>
</form>`;
  return operatorPage(
    'Maintenance',
    `<p><a href="/ops">Operator apps</a> · <a href="/ops/audit">Audit log</a></p>
<h1>Maintenance</h1>
${noticeHtml(notice)}
${stateText(state)}
<p>While it is on, every customer API call answers 503 and the shop shows its maintenance page; the operator apps keep working. Each switch is written to the audit log.</p>
${form}`,
  );
}
