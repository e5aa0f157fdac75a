import { escapeHtml } from '../../http/html';
import { type Notice, noticeHtml, pagerHtml, time } from '../operators/page-parts';
import { operatorPage } from '../operators/pages';
import {
  consoleNavigation,
  expectedRevisionField,
  idOf,
  pinChanges,
  reasonField,
} from './console-parts';
import { type Revision } from './ports';

export interface RevisionsPageOptions {
  environment: string;
  /** The live revision's number: rollbacks are checked against it. */
  liveNumber: number;
  /** Newest first. */
  revisions: Revision[];
  /** The revision just before the oldest shown (null for revision 1), for its diff. */
  before: Revision | null;
  page: number;
  pageSize: number;
  total: number;
  canManage: boolean;
  notice: Notice;
}

function rollbackForm(options: RevisionsPageOptions, revision: Revision): string {
  const env = options.environment;
  const reasonId = idOf(env, 'rollback', revision.number, 'reason');
  return `<form method="post" action="/ops/releases/${encodeURIComponent(env)}/rollbacks">
${expectedRevisionField(options.liveNumber)}
<input type="hidden" name="revision" value="${revision.number}">
${reasonField(reasonId, `Reason for rolling ${env} back to revision ${revision.number}`)}
<button type="submit">Roll back to revision ${revision.number}</button>
</form>`;
}

function revisionItem(
  options: RevisionsPageOptions,
  revision: Revision,
  previous: Revision | null,
): string {
  const changes = pinChanges(previous?.pins ?? [], revision.pins);
  const headingId = idOf(options.environment, 'revision', revision.number);
  const restored =
    revision.restoredRevision === null
      ? ''
      : `<dt>Restored</dt><dd>revision ${revision.restoredRevision}</dd>`;
  const live = revision.number === options.liveNumber;
  return `<li><article aria-labelledby="${headingId}">
<h2 id="${headingId}">Revision ${revision.number}${live ? ' (live)' : ''}</h2>
<dl>
<dt>When</dt><dd>${time(revision.createdAt)}</dd>
<dt>Who</dt><dd>${escapeHtml(revision.author)}</dd>
<dt>Action</dt><dd>${escapeHtml(revision.action)}</dd>${restored}
<dt>Reason</dt><dd>${escapeHtml(revision.reason)}</dd>
<dt>Changes</dt><dd>${
    changes.length === 0
      ? 'none'
      : `<ul>${changes.map((change) => `<li>${escapeHtml(change)}</li>`).join('')}</ul>`
  }</dd>
</dl>
${options.canManage && !live ? rollbackForm(options, revision) : ''}
</article></li>`;
}

/** /ops/releases/{env}/revisions: every release of an environment, newest first, with its diff. */
export function revisionsPage(options: RevisionsPageOptions): string {
  const env = options.environment;
  const items = options.revisions.map((revision, index) =>
    revisionItem(options, revision, options.revisions[index + 1] ?? options.before),
  );
  return operatorPage(
    `Revisions of ${env}`,
    `${consoleNavigation}
<h1>Revisions of ${escapeHtml(env)}</h1>
${noticeHtml(options.notice)}
<p>Each revision is the whole release of ${escapeHtml(env)}; the highest is live. Rolling back makes a new revision with the versions of an earlier one.</p>
${items.length === 0 ? '<p>Nothing has been released here yet.</p>' : `<ul>${items.join('\n')}</ul>`}
${pagerHtml(`/ops/releases/${encodeURIComponent(env)}/revisions`, {}, { number: options.page, size: options.pageSize, total: options.total })}`,
  );
}
