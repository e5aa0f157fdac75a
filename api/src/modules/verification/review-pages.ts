import { identityDocumentNames } from 'shared-kernel/wire/verification';
import { escapeHtml } from '../../http/html';
import { operatorPage } from '../operators/pages';
import { type ReviewDetails, reasonLengthMax } from './review-service';
import { type ReviewRecord, type VerifiedPerson } from './repository';
import { addressLineOf } from './service';

const methodNames: Record<string, string> = {
  photo_id_upload: 'Photo ID upload',
  drivers_licence: 'Driver licence',
  connect_id: 'ConnectID',
};

const dateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

const addressOf = addressLineOf;

function nameOf(person: VerifiedPerson): string {
  return `${person.firstname} ${person.lastname}`;
}

const notices: Record<string, string> = {
  approved: 'Approved: the customer is verified and has been emailed.',
  rejected: 'Rejected: the customer has been emailed the reason.',
};

export function reviewQueuePage(
  entries: Array<{ review: ReviewRecord; person: VerifiedPerson | null }>,
  options: { decided?: string | undefined; verifierName: string },
): string {
  const notice = options.decided && notices[options.decided];
  const rows = entries
    .map(({ review, person }) => {
      const name = person ? nameOf(person) : 'Closed account';
      return `<tr><td><a href="/ops/reviews/${escapeHtml(review.id)}">${escapeHtml(name)}</a></td>
<td>${escapeHtml(person?.dateOfBirth ?? '')}</td><td>${escapeHtml(person ? addressOf(person) : '')}</td>
<td>${escapeHtml(methodNames[review.method] ?? review.method)}</td>
<td><time datetime="${review.submittedAt.toISOString()}">${escapeHtml(dateTime.format(review.submittedAt))}</time></td></tr>`;
    })
    .join('\n');
  return operatorPage(
    'Review queue',
    `<p><a href="/ops">Operator apps</a></p>
<h1>Review queue</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<p>Identity verifications waiting for a person to decide, the longest waiting first. Automatic checks: ${escapeHtml(options.verifierName)}.</p>
${
  entries.length === 0
    ? '<p>Nothing is waiting for review.</p>'
    : `<table><caption>Pending verifications</caption><thead><tr><th scope="col">Customer</th><th scope="col">Date of birth</th>
<th scope="col">Address</th><th scope="col">Method</th><th scope="col">Submitted</th></tr></thead><tbody>
${rows}
</tbody></table>`
}`,
  );
}

export function reviewDetailsPage(
  details: ReviewDetails,
  options: { error?: string } = {},
): string {
  const { review, person, documents } = details;
  const base = `/ops/reviews/${escapeHtml(review.id)}`;
  const documentLinks = documents
    .map((document) => {
      const url = `${base}/documents/${escapeHtml(document.id)}`;
      const label = `${document.side === 'front' ? 'Front' : 'Back'} (${document.contentType}, ${Math.ceil(document.sizeBytes / 1024)} KB)`;
      const preview = document.contentType.startsWith('image/')
        ? `<img src="${url}" alt="${escapeHtml(label)}" style="max-width:100%">`
        : '';
      return `<li><a href="${url}" target="_blank" rel="noopener">${escapeHtml(label)}</a>${preview}</li>`;
    })
    .join('\n');
  const decision =
    review.status === 'pending'
      ? `<h2>Decide</h2>
<form method="post" action="${base}/approve"><button type="submit">Approve</button></form>
<form method="post" action="${base}/reject">
${options.error ? `<p role="alert" id="reason-error">${escapeHtml(options.error)}</p>` : ''}
<label for="reason">Reason for rejecting (sent to the customer)</label>
<textarea id="reason" name="reason" rows="3" style="display:block;width:100%;box-sizing:border-box" maxlength="${reasonLengthMax}" required${options.error ? ' aria-invalid="true" aria-describedby="reason-error"' : ''}></textarea>
<button type="submit">Reject</button>
</form>`
      : `<p>Decided: ${escapeHtml(review.status)}${review.decidedAt ? ` on ${escapeHtml(dateTime.format(review.decidedAt))}` : ''}${review.reason ? ` (reason: ${escapeHtml(review.reason)})` : ''}.</p>`;
  return operatorPage(
    `Review of ${nameOf(person)}`,
    `<p><a href="/ops/reviews">Review queue</a></p>
<h1>Review of ${escapeHtml(nameOf(person))}</h1>
<dl>
<dt>Name</dt><dd>${escapeHtml(nameOf(person))}</dd>
<dt>Date of birth</dt><dd>${escapeHtml(person.dateOfBirth)}</dd>
<dt>Address</dt><dd>${escapeHtml(addressOf(person))}</dd>
<dt>Email</dt><dd>${escapeHtml(person.email)}</dd>
<dt>Method</dt><dd>${escapeHtml(methodNames[review.method] ?? review.method)}</dd>
<dt>Document</dt><dd>${escapeHtml(identityDocumentNames[review.documentType])}</dd>
<dt>Submitted</dt><dd>${escapeHtml(dateTime.format(review.submittedAt))}</dd>
</dl>
<h2>Documents</h2>
<ul>${documentLinks}</ul>
${decision}`,
  );
}
