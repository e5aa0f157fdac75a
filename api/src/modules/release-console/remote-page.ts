import { escapeHtml } from '../../http/html';
import { type Notice, noticeHtml, time } from '../operators/page-parts';
import { operatorPage } from '../operators/pages';
import { consoleNavigation, idOf, optionsHtml, reasonField } from './console-parts';
import { type PublishedVersion } from './ports';

export interface RemotePageOptions {
  remote: string;
  /** Newest first. */
  versions: PublishedVersion[];
  environments: string[];
  /** The environment this shop serves: the one a preview most likely means. */
  servedEnvironment: string;
  canManage: boolean;
  notice: Notice;
}

function environmentSelect(id: string, options: RemotePageOptions): string {
  const choices = options.environments.map((name) => ({ value: name, text: name }));
  return `<label for="${escapeHtml(id)}">Environment</label>
<select id="${escapeHtml(id)}" name="environment">${optionsHtml(choices, options.servedEnvironment)}</select>`;
}

function listText(items: string[]): string {
  return items.length === 0 ? 'none' : items.join(', ');
}

function versionItem(options: RemotePageOptions, version: PublishedVersion): string {
  const { manifest } = version;
  const name = `${options.remote} ${version.version}`;
  const headingId = idOf('version', version.version);
  const requires = Object.entries(manifest.requires).map(([kit, range]) => `${kit} ${range}`);
  const withdrawn = version.withdrawn
    ? `Withdrawn ${time(version.withdrawn.at)} by ${escapeHtml(version.withdrawn.by)}: ${escapeHtml(version.withdrawn.reason)}`
    : 'no';
  const forms: string[] = [];
  if (version.withdrawn === null) {
    forms.push(`<form method="post" action="/ops/releases/preview">
<input type="hidden" name="remote" value="${escapeHtml(options.remote)}">
<input type="hidden" name="version" value="${escapeHtml(version.version)}">
${environmentSelect(idOf('preview', version.version, 'environment'), options)}
<button type="submit">Try ${escapeHtml(name)} on this browser</button>
</form>`);
  }
  if (options.canManage && version.withdrawn === null && version.liveIn.length === 0) {
    const path = `/ops/releases/remotes/${encodeURIComponent(options.remote)}/versions/${encodeURIComponent(version.version)}/withdraw`;
    forms.push(`<form method="post" action="${escapeHtml(path)}">
${reasonField(idOf('withdraw', version.version, 'reason'), `Reason for withdrawing ${name}`)}
<button type="submit">Withdraw ${escapeHtml(name)}</button>
</form>`);
  }
  return `<li><article aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(version.version)}</h2>
<dl>
<dt>Commit</dt><dd><code>${escapeHtml(manifest.commit)}</code></dd>
<dt>Build</dt><dd><code>${escapeHtml(manifest.buildId)}</code>, built ${escapeHtml(manifest.builtAt)}</dd>
<dt>Needs</dt><dd>${escapeHtml(listText(requires))}</dd>
<dt>Routes</dt><dd>${escapeHtml(listText(manifest.routes))}</dd>
<dt>Entry</dt><dd><code>${escapeHtml(manifest.entry)}</code> <code>${escapeHtml(manifest.integrity)}</code></dd>
<dt>Published</dt><dd>${time(version.publishedAt)} by ${escapeHtml(version.publishedBy)}</dd>
<dt>Live in</dt><dd>${escapeHtml(listText(version.liveIn))}</dd>
<dt>Withdrawn</dt><dd>${withdrawn}</dd>
</dl>
${forms.join('\n')}
</article></li>`;
}

/** /ops/releases/remotes/{remote}: every published version of a remote and its manifest. */
export function remotePage(options: RemotePageOptions): string {
  return operatorPage(
    options.remote,
    `${consoleNavigation}
<h1>${escapeHtml(options.remote)}</h1>
${noticeHtml(options.notice)}
<p>Every published version, newest first. Trying a version on this browser loads it in place of the release for an hour, on this browser only; the shop then labels every remote with its version. A version live in an environment cannot be withdrawn; a withdrawn one can never be pinned again.</p>
<form method="post" action="/ops/releases/preview">
${environmentSelect('preview-only-environment', options)}
<button type="submit">Show versions on the shop</button>
</form>
${
  options.versions.length === 0
    ? '<p>No version of this remote is published.</p>'
    : `<ul>${options.versions.map((version) => versionItem(options, version)).join('\n')}</ul>`
}`,
  );
}
