import { escapeHtml } from '../../http/html';
import { pagerHtml, time, wideTable } from '../operators/page-parts';
import { operatorPage } from '../operators/pages';
import { consoleNavigation, optionsHtml } from './console-parts';
import { type ReleaseAuditEntry } from './audit-repository';

/** The actions the registry records, for the filter. */
export const releaseAuditActions = [
  'pin',
  'canary',
  'promote',
  'rollback',
  'auto_rollback',
  'local_build',
  'publish',
  'withdraw',
] as const;

export interface ReleaseAuditFilters {
  environment: string | null;
  remote: string | null;
  action: string | null;
}

export interface AuditPageOptions {
  entries: ReleaseAuditEntry[];
  filters: ReleaseAuditFilters;
  environments: string[];
  remotes: readonly string[];
  page: number;
  pageSize: number;
  total: number;
}

function filterSelect(
  name: keyof ReleaseAuditFilters,
  label: string,
  everyText: string,
  values: readonly string[],
  chosen: string | null,
): string {
  const options = [
    { value: '', text: everyText },
    ...values.map((value) => ({ value, text: value })),
  ];
  return `<label for="audit-${name}">${escapeHtml(label)}</label>
<select id="audit-${name}" name="${name}">${optionsHtml(options, chosen ?? '')}</select>`;
}

function otherDetail(entry: ReleaseAuditEntry): string {
  const shown = new Set(['remote', 'version', 'revision', 'reason']);
  return Object.entries(entry.detail)
    .filter(([name, value]) => !shown.has(name) && value !== null && value !== undefined)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** The rest of an entry's detail, folded under its reason so the table stays readable. */
function detailHtml(entry: ReleaseAuditEntry): string {
  const detail = otherDetail(entry);
  if (detail === '') return '';
  return `<details><summary>Detail</summary><p>${escapeHtml(detail)}</p></details>`;
}

function row(entry: ReleaseAuditEntry): string {
  return `<tr><td>${time(entry.at)}</td>
<td>${escapeHtml(entry.actor)}${entry.actorType === 'system' ? ' (system)' : ''}</td>
<td><code>${escapeHtml(entry.action)}</code></td>
<td>${entry.environment === '*' ? 'every environment' : escapeHtml(entry.environment)}</td>
<td>${escapeHtml(entry.remote ?? '')}</td>
<td>${escapeHtml(entry.version ?? '')}</td>
<td>${entry.revision ?? ''}</td>
<td>${escapeHtml(entry.reason ?? '')}${detailHtml(entry)}</td></tr>`;
}

/** /ops/releases/audit: every release change and who made it, newest first. */
export function releaseAuditPage(options: AuditPageOptions): string {
  const { filters } = options;
  const table =
    options.entries.length === 0
      ? '<p>No entry matches.</p>'
      : wideTable(
          'Release audit entries',
          `<table><caption>Release audit, newest first</caption><thead><tr><th scope="col">When</th><th scope="col">Who</th>
<th scope="col">Action</th><th scope="col">Environment</th><th scope="col">Remote</th><th scope="col">Version</th>
<th scope="col">Revision</th><th scope="col">Reason</th></tr></thead><tbody>
${options.entries.map(row).join('\n')}
</tbody></table>`,
        );
  return operatorPage(
    'Release audit',
    `${consoleNavigation}
<h1>Release audit</h1>
<form method="get" action="/ops/releases/audit">
${filterSelect('environment', 'Environment', 'Every environment', options.environments, filters.environment)}
${filterSelect('remote', 'Remote', 'Every remote', options.remotes, filters.remote)}
${filterSelect('action', 'Action', 'Every action', releaseAuditActions, filters.action)}
<button type="submit">Show entries</button>
</form>
${table}
${pagerHtml('/ops/releases/audit', { ...filters }, { number: options.page, size: options.pageSize, total: options.total })}`,
  );
}
