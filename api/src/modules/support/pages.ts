import { escapeHtml } from '../../http/html';
import { type Notice, noticeHtml } from '../operators/page-parts';
import { operatorPage } from '../operators/pages';
import { type SupportCustomer } from './repository';
import { changesShownMax, type ChangeEntry, type CustomerView } from './service';

const dateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

const methodNames: Record<string, string> = {
  auto_verification: 'Automatic check',
  connect_id: 'ConnectID',
  drivers_licence: 'Driver licence',
  greenid_ui: 'greenID',
  pdf_form: 'PDF form',
  photo_id_upload: 'Photo ID upload',
};

/** Fields whose values support never needs, should one ever be written to the log. */
const hiddenField = /password|token|secret|hash|document_?bytes/i;

function timeOf(at: Date): string {
  return `<time datetime="${at.toISOString()}">${escapeHtml(dateTime.format(at))}</time>`;
}

function nameOf(customer: SupportCustomer): string {
  return `${customer.firstname} ${customer.lastname}`;
}

/** `phoneNumber`, `pending_email` → "Phone number", "Pending email". */
function labelOf(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  if (value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return JSON.stringify(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([field, inner]) => `${labelOf(field).toLowerCase()}: ${valueText(inner)}`)
    .join(', ');
}

function isFromTo(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

function changeLine(field: string, value: unknown): string {
  const label = escapeHtml(labelOf(field));
  if (hiddenField.test(field)) return `${label}: (hidden)`;
  if (isFromTo(value)) {
    return `${label}: ${escapeHtml(valueText(value.from))} → ${escapeHtml(valueText(value.to))}`;
  }
  return `${label}: ${escapeHtml(valueText(value))}`;
}

function changeItem(change: ChangeEntry): string {
  const lines = Object.entries(change.changes)
    .map(([field, value]) => `<li>${changeLine(field, value)}</li>`)
    .join('');
  return `<li><p>${timeOf(change.createdAt)} · ${escapeHtml(change.who)} · <strong>${escapeHtml(labelOf(change.kind))}</strong></p>
${lines ? `<ul>${lines}</ul>` : ''}</li>`;
}

function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

export function customerSearchPage(
  search: { email: string; found: SupportCustomer | null } | null,
): string {
  let result = '';
  if (search !== null) {
    result = search.found
      ? `<p role="status">Found: <a href="/ops/customers/${escapeHtml(search.found.customerId)}">${escapeHtml(nameOf(search.found))} (${escapeHtml(search.found.email)})</a></p>`
      : `<p role="status">No customer has the email ${escapeHtml(search.email)}.</p>`;
  }
  return operatorPage(
    'Customers',
    `<p><a href="/ops">Operator apps</a></p>
<h1>Customers</h1>
<form method="get" action="/ops/customers" role="search">
<label for="email">Customer email</label>
<input id="email" name="email" type="email" required maxlength="320" value="${escapeHtml(search?.email ?? '')}">
<button type="submit">Find customer</button>
</form>
${result}`,
  );
}

function segmentForm(customer: SupportCustomer, segmentNames: readonly string[]): string {
  const names = segmentNames.includes(customer.segmentName)
    ? segmentNames
    : [customer.segmentName, ...segmentNames];
  const options = names
    .map(
      (name) =>
        `<option value="${escapeHtml(name)}"${name === customer.segmentName ? ' selected' : ''}>${escapeHtml(name)}${segmentNames.includes(name) ? '' : ' (unknown: the default segment applies)'}</option>`,
    )
    .join('');
  return `<h2>Segment</h2>
<p>The segment decides which capabilities the customer has (<a href="/ops/segments">segments</a>).</p>
<form method="post" action="/ops/customers/${escapeHtml(customer.customerId)}/segment">
<label for="segment">Segment</label>
<select id="segment" name="segment_name">${options}</select>
<button type="submit">Move to segment</button>
</form>`;
}

export function customerPage(
  { customer, verification, changes, segmentNames }: CustomerView,
  notice: Notice = null,
): string {
  const methods = verification.methods
    .map(
      (method) =>
        `<li>${escapeHtml(methodNames[method.type] ?? method.type)}: ${escapeHtml(method.status.replace(/_/g, ' '))}</li>`,
    )
    .join('');
  const account =
    customer.status === 'closed'
      ? `Closed${customer.closedAt ? ` on ${timeOf(customer.closedAt)}` : ''}`
      : 'Active';
  const address = `${customer.address}, ${customer.suburb} ${customer.state} ${customer.postcode}, ${customer.country}`;
  return operatorPage(
    `Customer ${nameOf(customer)}`,
    `<p><a href="/ops/customers">Customers</a></p>
<h1>${escapeHtml(nameOf(customer))}</h1>
${noticeHtml(notice)}
<dl>
<dt>Email</dt><dd>${escapeHtml(customer.email)}</dd>
${customer.pendingEmail ? `<dt>Pending email</dt><dd>${escapeHtml(customer.pendingEmail)}</dd>` : ''}
<dt>Date of birth</dt><dd>${escapeHtml(customer.dateOfBirth)}</dd>
<dt>Phone</dt><dd>${escapeHtml(customer.phoneNumber) || '(none)'}</dd>
<dt>Address</dt><dd>${escapeHtml(address)}</dd>
<dt>State</dt><dd>${escapeHtml(customer.state)}</dd>
<dt>Account</dt><dd>${account}</dd>
<dt>Verified</dt><dd>${yesNo(verification.isVerified)}</dd>
<dt>Segment</dt><dd>${escapeHtml(customer.segmentName)}</dd>
<dt>Created</dt><dd>${timeOf(customer.createdAt)}</dd>
</dl>
${segmentForm(customer, segmentNames)}
<h2>Verification methods</h2>
<ul>${methods}</ul>
<h2>Flags</h2>
<dl>
<dt>Address confirmation required</dt><dd>${yesNo(customer.addressConfirmationRequired)}</dd>
<dt>Email confirmation pending</dt><dd>${yesNo(customer.pendingEmail !== null)}</dd>
<dt>Account upgrade</dt><dd>${yesNo(customer.accountUpgrade)}</dd>
<dt>Force password change</dt><dd>${yesNo(customer.forcePasswordChange)}</dd>
</dl>
<h2>Change log</h2>
<p>The latest changes first (up to ${changesShownMax}), in Sydney time.</p>
${changes.length === 0 ? '<p>No changes recorded.</p>' : `<ol>${changes.map(changeItem).join('\n')}</ol>`}`,
  );
}

export function customerNotFoundPage(): string {
  return operatorPage(
    'Customer not found',
    `<p><a href="/ops/customers">Customers</a></p>
<h1>Customer not found</h1>
<p>There is no customer with this id. Find the customer by email instead.</p>`,
  );
}
