import { escapeHtml } from '../../http/html';
import { type Notice, noticeHtml, time, wideTable } from '../operators/page-parts';
import { operatorPage } from '../operators/pages';
import {
  canaryText,
  consoleNavigation,
  expectedRevisionField,
  failureText,
  idOf,
  optionsHtml,
  reasonField,
} from './console-parts';
import { type CanaryHealth, type PublishedVersion, type Revision } from './ports';

/** One environment as the console shows it: its live revision and its canaries' health. */
export interface EnvironmentView {
  name: string;
  live: Revision;
  health: CanaryHealth[];
}

export interface ReleasesPageOptions {
  /** In promotion order: each may promote from the one before. */
  environments: EnvironmentView[];
  /** Every remote of the shop, and its versions (newest first). */
  remotes: Array<{ remote: string; versions: PublishedVersion[] }>;
  /** Only release managers see the actions. */
  canManage: boolean;
  /** The environments a limited release manager may change; null or absent is every one. */
  managedEnvironments?: readonly string[] | null;
  notice: Notice;
}

function liveRevisionHtml(live: Revision): string {
  if (live.number === 0) return '<p>Nothing has been released here yet.</p>';
  return `<p>Live: revision ${live.number} (${escapeHtml(live.action)}), by ${escapeHtml(live.author)}, ${time(live.createdAt)}. Reason: ${escapeHtml(live.reason)}</p>`;
}

function canaryCell(environment: EnvironmentView, remote: string): string {
  const pin = environment.live.pins.find((candidate) => candidate.remote === remote);
  if (!pin?.canary) return 'none';
  const health = environment.health.find((candidate) => candidate.remote === remote);
  if (!health) return escapeHtml(canaryText(pin.canary));
  return `${escapeHtml(canaryText(pin.canary))}<br>Candidate: ${escapeHtml(failureText(health.candidate))}<br>Stable ${escapeHtml(health.stable.version)}: ${escapeHtml(failureText(health.stable))}`;
}

/** Every form of one remote in one environment, each folded in a details element. */
function actionsCell(
  environment: EnvironmentView,
  previous: EnvironmentView | null,
  remote: string,
  versions: PublishedVersion[],
): string {
  const env = environment.name;
  const base = `/ops/releases/${encodeURIComponent(env)}`;
  const id = (action: string, field: string) => idOf(env, remote, action, field);
  const choosable = versions
    .filter((version) => version.withdrawn === null)
    .map((version) => ({ value: version.version, text: version.version }));
  const revision = expectedRevisionField(environment.live.number);
  const forms: string[] = [];
  if (choosable.length > 0) {
    forms.push(`<details><summary aria-label="Pin ${escapeHtml(remote)} in ${escapeHtml(env)}">Pin</summary>
<form method="post" action="${base}/pins/${encodeURIComponent(remote)}">${revision}
<label for="${id('pin', 'version')}">Version of ${escapeHtml(remote)} to pin in ${escapeHtml(env)}</label>
<select id="${id('pin', 'version')}" name="version" required>${optionsHtml(choosable, null)}</select>
${reasonField(id('pin', 'reason'), `Reason for pinning ${remote} in ${env}`)}
<button type="submit">Pin ${escapeHtml(remote)} in ${escapeHtml(env)}</button>
</form></details>`);
    forms.push(`<details><summary aria-label="Canary of ${escapeHtml(remote)} in ${escapeHtml(env)}">Canary</summary>
<form method="post" action="${base}/canaries/${encodeURIComponent(remote)}">${revision}
<label for="${id('canary', 'version')}">Candidate version of ${escapeHtml(remote)} in ${escapeHtml(env)}</label>
<select id="${id('canary', 'version')}" name="version" required>${optionsHtml(choosable, null)}</select>
<label for="${id('canary', 'percent')}">Share of visitors (percent: 0 ends the canary, 100 makes it stable)</label>
<input id="${id('canary', 'percent')}" name="percent" type="number" min="0" max="100" step="1" required>
${reasonField(id('canary', 'reason'), `Reason for the canary of ${remote} in ${env}`)}
<button type="submit">Set the canary of ${escapeHtml(remote)} in ${escapeHtml(env)}</button>
</form></details>`);
  }
  const fromVersion = previous?.live.pins.find((pin) => pin.remote === remote)?.version;
  if (previous && fromVersion) {
    forms.push(`<details><summary aria-label="Promote ${escapeHtml(remote)} from ${escapeHtml(previous.name)} to ${escapeHtml(env)}">Promote from ${escapeHtml(previous.name)}</summary>
<form method="post" action="${base}/promotions">${revision}
<input type="hidden" name="from" value="${escapeHtml(previous.name)}">
<input type="hidden" name="remote" value="${escapeHtml(remote)}">
<p>Takes ${escapeHtml(remote)} ${escapeHtml(fromVersion)}, live in ${escapeHtml(previous.name)}.</p>
<label for="${id('promote', 'percent')}">Share of visitors (percent; empty for every visitor)</label>
<input id="${id('promote', 'percent')}" name="percent" type="number" min="1" max="100" step="1">
${reasonField(id('promote', 'reason'), `Reason for promoting ${remote} to ${env}`)}
<button type="submit">Promote ${escapeHtml(remote)} ${escapeHtml(fromVersion)} from ${escapeHtml(previous.name)} to ${escapeHtml(env)}</button>
</form></details>`);
  }
  return forms.length === 0 ? 'No published version to choose.' : forms.join('\n');
}

function environmentSection(
  environment: EnvironmentView,
  previous: EnvironmentView | null,
  options: ReleasesPageOptions,
): string {
  const env = environment.name;
  const managed =
    options.canManage &&
    (!options.managedEnvironments || options.managedEnvironments.includes(env));
  const headers = ['Remote', 'Live version', 'Canary', ...(managed ? ['Actions'] : [])];
  const rows = options.remotes
    .map(({ remote, versions }) => {
      const pin = environment.live.pins.find((candidate) => candidate.remote === remote);
      const cells = [
        `<th scope="row"><a href="/ops/releases/remotes/${encodeURIComponent(remote)}">${escapeHtml(remote)}</a></th>`,
        `<td>${pin ? escapeHtml(pin.version) : 'none'}</td>`,
        `<td>${canaryCell(environment, remote)}</td>`,
        ...(managed ? [`<td>${actionsCell(environment, previous, remote, versions)}</td>`] : []),
      ];
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  const headingId = idOf('environment', env);
  return `<section aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(env)}</h2>
${liveRevisionHtml(environment.live)}
<p><a href="/ops/releases/${encodeURIComponent(env)}/revisions">Revisions of ${escapeHtml(env)}</a></p>
${wideTable(
  `Remotes in ${env}`,
  `<table><caption>Remotes in ${escapeHtml(env)}</caption><thead><tr>${headers.map((header) => `<th scope="col">${header}</th>`).join('')}</tr></thead><tbody>
${rows}
</tbody></table>`,
)}
</section>`;
}

/** /ops/releases: what every environment runs, and (for release managers) how to change it. */
export function releasesPage(options: ReleasesPageOptions): string {
  const sections = options.environments.map((environment, index) =>
    environmentSection(environment, options.environments[index - 1] ?? null, options),
  );
  return operatorPage(
    'Releases',
    `${consoleNavigation}
<h1>Releases</h1>
${noticeHtml(options.notice)}
<p>Each environment runs one revision: a version of every remote, and perhaps a canary that a share of visitors gets. ${
      options.canManage
        ? 'Every change makes a new revision and needs a reason; it is refused if someone changed the environment since you opened this page.'
        : 'You can read releases; changing them needs the release_manager role.'
    }</p>
${sections.join('\n')}`,
  );
}
