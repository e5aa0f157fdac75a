import { escapeHtml } from '../../http/html';
import { audText } from '../ledger/aud-text';
import { operatorPage } from '../operators/pages';
import { type PendingBankDeposit } from './repository';

const methodNames: Record<string, string> = {
  bd: 'Bank transfer',
  bp: 'BPAY',
  td: 'PayID / Osko',
  dd: 'Direct debit',
};

const dateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

const notices: Record<string, string> = {
  settled: 'Marked received: the money is in the customer’s wallet.',
  voided: 'Marked not received: the deposit is void and nothing was added.',
};

/** Pending bank deposits with a Received and a Not received button each. */
export function pendingDepositsPage(entries: PendingBankDeposit[], done?: string): string {
  const notice = done && notices[done];
  const rows = entries
    .map(({ deposit, customerEmail, customerName }) => {
      const base = `/ops/deposits/${encodeURIComponent(deposit.id)}`;
      const reference = deposit.reference ?? '';
      const label = `${reference} (${audText(deposit.amountCents)})`;
      return `<tr><td>${escapeHtml(reference)}</td>
<td>${escapeHtml(methodNames[deposit.depositMethodCode] ?? deposit.depositMethodCode)}</td>
<td>${escapeHtml(audText(deposit.amountCents))}</td>
<td>${escapeHtml(customerName)}<br>${escapeHtml(customerEmail)}</td>
<td><time datetime="${deposit.createdAt.toISOString()}">${escapeHtml(dateTime.format(deposit.createdAt))}</time></td>
<td><form method="post" action="${base}/settle"><button type="submit" aria-label="${escapeHtml(`Received ${label}`)}">Received</button></form>
<form method="post" action="${base}/void"><button type="submit" aria-label="${escapeHtml(`Not received ${label}`)}">Not received</button></form></td></tr>`;
    })
    .join('\n');
  return operatorPage(
    'Bank deposits',
    `<p><a href="/ops">Operator apps</a></p>
<h1>Bank deposits</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<p>Bank transfers, BPAY, PayID and direct debits waiting for their money, the longest waiting first. Mark one received when the bank statement shows a credit quoting its reference for its amount; mark it not received when the money will not come.</p>
${
  entries.length === 0
    ? '<p>No bank deposit is waiting.</p>'
    : `<table><caption>Pending bank deposits</caption><thead><tr><th scope="col">Reference</th><th scope="col">Method</th>
<th scope="col">Amount</th><th scope="col">Customer</th><th scope="col">Requested</th><th scope="col">Decide</th></tr></thead><tbody>
${rows}
</tbody></table>`
}`,
  );
}
