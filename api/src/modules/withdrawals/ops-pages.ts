import { escapeHtml } from '../../http/html';
import { audText } from '../ledger/aud-text';
import { operatorPage } from '../operators/pages';
import { type OpenWithdrawal } from './repository';

export const reasonLengthMax = 500;

const dateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

const notices: Record<string, string> = {
  approved: 'Approved: the withdrawal is queued for payout.',
  rejected: 'Rejected: the amount is back in the customer’s wallet and they have been emailed.',
  paid: 'Marked paid: the customer has been emailed.',
  returned:
    'Marked returned: the amount is back in the customer’s wallet and they have been emailed.',
  checked: 'Asked the payout provider; the list shows what it said.',
  unchanged: 'Nothing changed: that withdrawal had already moved on.',
};

const statusNames: Record<OpenWithdrawal['status'], string> = {
  awaiting_approval: 'Awaiting approval',
  queued: 'Queued for payout',
  paid: 'Paid',
  rejected: 'Rejected',
  returned: 'Returned',
};

export interface WithdrawalRow {
  withdrawal: OpenWithdrawal;
  /** The payout adapter's name, and whether an operator reports its payouts. */
  adapterName: string;
  settledByOperator: boolean;
}

function time(at: Date): string {
  return `<time datetime="${at.toISOString()}">${escapeHtml(dateTime.format(at))}</time>`;
}

function reasonForm(
  withdrawal: OpenWithdrawal,
  action: 'reject' | 'returned',
  label: string,
  button: string,
  error: string | undefined,
): string {
  const id = escapeHtml(withdrawal.id);
  const fieldId = `${action}-reason-${id}`;
  const errorId = `${fieldId}-error`;
  return `<form method="post" action="/ops/withdrawals/${id}/${action}">
${error ? `<p role="alert" id="${errorId}">${escapeHtml(error)}</p>` : ''}
<label for="${fieldId}">${escapeHtml(label)}</label>
<textarea id="${fieldId}" name="reason" rows="2" style="display:block;width:100%;box-sizing:border-box" maxlength="${reasonLengthMax}" required${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}></textarea>
<button type="submit" aria-label="${escapeHtml(button)}: withdrawal ${id}">${escapeHtml(button)}</button>
</form>`;
}

function actionButton(withdrawal: OpenWithdrawal, action: string, text: string): string {
  const id = escapeHtml(withdrawal.id);
  return `<form method="post" action="/ops/withdrawals/${id}/${action}"><button type="submit" aria-label="${escapeHtml(text)}: withdrawal ${id}">${escapeHtml(text)}</button></form>`;
}

function actionsOf(row: WithdrawalRow, error: { id: string; message: string } | null): string {
  const { withdrawal } = row;
  const errorHere = error?.id === withdrawal.id ? error.message : undefined;
  if (withdrawal.status === 'awaiting_approval') {
    return `${actionButton(withdrawal, 'approve', 'Approve')}
${reasonForm(withdrawal, 'reject', 'Reason for rejecting (sent to the customer)', 'Reject', errorHere)}`;
  }
  if (!withdrawal.payoutReference) {
    return `<p>Not yet handed to ${escapeHtml(row.adapterName)}.</p>
${actionButton(withdrawal, 'check', 'Send payout')}`;
  }
  if (!row.settledByOperator) {
    return `<p>Reported by ${escapeHtml(row.adapterName)} (payout ${escapeHtml(withdrawal.payoutReference)}).</p>
${actionButton(withdrawal, 'check', 'Ask the provider')}`;
  }
  return `<p>Transfer ${escapeHtml(withdrawal.payoutReference)}: mark it as the bank reports it.</p>
${actionButton(withdrawal, 'paid', 'Mark paid')}
${reasonForm(withdrawal, 'returned', 'Reason the bank returned it (sent to the customer)', 'Mark returned', errorHere)}`;
}

function openItem(row: WithdrawalRow, error: { id: string; message: string } | null): string {
  const { withdrawal } = row;
  const id = escapeHtml(withdrawal.id);
  return `<li><article aria-labelledby="heading-${id}">
<h3 id="heading-${id}">${escapeHtml(audText(withdrawal.amountCents))} to ${escapeHtml(withdrawal.destination)}</h3>
<dl>
<dt>Withdrawal</dt><dd>${id}</dd>
<dt>Customer</dt><dd>${escapeHtml(withdrawal.customerName)} (${escapeHtml(withdrawal.customerEmail)})</dd>
<dt>Status</dt><dd>${escapeHtml(statusNames[withdrawal.status])}</dd>
<dt>Requested</dt><dd>${time(withdrawal.createdAt)}</dd>
<dt>Payout</dt><dd>${escapeHtml(row.adapterName)}</dd>
</dl>
${actionsOf(row, error)}
</article></li>`;
}

/** /ops/withdrawals: withdrawals waiting for a decision or a payout, and the latest settled. */
export function withdrawalsPage(
  rows: WithdrawalRow[],
  settled: OpenWithdrawal[],
  options: {
    done?: string | undefined;
    approvalThresholdCents: number;
    error?: { id: string; message: string } | null;
  },
): string {
  const notice = options.done ? notices[options.done] : undefined;
  const settledRows = settled
    .map(
      (withdrawal) => `<tr><td>${escapeHtml(withdrawal.id)}</td>
<td>${escapeHtml(withdrawal.customerName)}</td><td>${escapeHtml(audText(withdrawal.amountCents))}</td>
<td>${escapeHtml(withdrawal.destination)}</td><td>${escapeHtml(statusNames[withdrawal.status])}${withdrawal.reason ? ` (${escapeHtml(withdrawal.reason)})` : ''}</td>
<td>${withdrawal.settledAt ? time(withdrawal.settledAt) : ''}</td></tr>`,
    )
    .join('\n');
  return operatorPage(
    'Withdrawals',
    `<p><a href="/ops">Operator apps</a></p>
<h1>Withdrawals</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<p>Withdrawals over ${escapeHtml(audText(options.approvalThresholdCents))} wait for approval; the others go straight to their payout. The built-in bank transfer queue's payouts are marked paid or returned here, as the bank reports them.</p>
<h2>Waiting</h2>
${
  rows.length === 0
    ? '<p>No withdrawal is waiting.</p>'
    : `<ul>${rows.map((row) => openItem(row, options.error ?? null)).join('\n')}</ul>`
}
<h2>Recently settled</h2>
${
  settled.length === 0
    ? '<p>None yet.</p>'
    : `<table><caption>Paid, rejected and returned withdrawals</caption><thead><tr><th scope="col">Withdrawal</th><th scope="col">Customer</th>
<th scope="col">Amount</th><th scope="col">To</th><th scope="col">Status</th><th scope="col">Settled</th></tr></thead><tbody>
${settledRows}
</tbody></table>`
}`,
  );
}
