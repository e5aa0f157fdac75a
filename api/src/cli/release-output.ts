import {
  type EnvironmentsWire,
  type RemoteVersionsWire,
  type RevisionsWire,
  type RevisionWire,
} from 'shared-kernel/wire/registry';
import { sydneyTime } from './shop-client';

// What `npm run release` prints: one line per fact, so that a person reads it and a script greps it.

type Pin = RevisionWire['pins'][number];

/** `mfe-catalog 0.2.0-ab12`, with its canary when it runs one. */
function pinText(pin: Pin): string {
  const canary =
    pin.canary === null
      ? ''
      : `, canary ${pin.canary.version} for ${pin.canary.percent}% of visitors`;
  return `${pin.remote} ${pin.version}${canary}`;
}

/**
 * The one line a change prints: what the environment's new revision serves of `remote` (every
 * remote after a rollback), and why.
 */
export function changeLine(revision: RevisionWire, remote: string | null): string {
  const pins = revision.pins.filter((pin) => remote === null || pin.remote === remote);
  const served =
    remote !== null && pins.length === 0 ? `${remote} is not served` : pins.map(pinText).join('; ');
  const restored =
    revision.restored_revision === null
      ? ''
      : ` (the versions of revision ${revision.restored_revision})`;
  return `${revision.environment} is now at revision ${revision.number}${restored}: ${served} (reason: ${revision.reason})`;
}

type Environment = EnvironmentsWire['environments'][number];

/** An environment, its shell and what its live revision serves. */
export function statusLines(environment: Environment, live: RevisionWire | null): string[] {
  const shell =
    environment.shell === null
      ? 'no shell recorded yet'
      : `shell ${environment.shell.version} (${Object.entries(environment.shell.provides)
          .map(([name, version]) => `${name} ${version}`)
          .join(', ')})`;
  const header = `${environment.name}: revision ${environment.revision}, ${shell}`;
  if (live === null) return [header, '  no release yet'];
  const made = `  made ${sydneyTime(live.created_at)} by ${live.author} (${live.action}): ${live.reason}`;
  return [header, made, ...live.pins.map((pin) => `  ${pinText(pin)}`)];
}

/** A page of an environment's revisions, newest first. */
export function historyLines(answer: RevisionsWire, page: number, pageSize: number): string[] {
  if (answer.revisions.length === 0) {
    return [page === 1 ? 'No revisions yet.' : `There is no page ${page}.`];
  }
  const lines = answer.revisions.flatMap((revision) => [
    `revision ${revision.number}  ${sydneyTime(revision.created_at)}  ${revision.author}  ${revision.action}` +
      `${revision.restored_revision === null ? '' : ` of revision ${revision.restored_revision}`}: ${revision.reason}`,
    `  ${revision.pins.map(pinText).join('; ') || 'nothing served'}`,
  ]);
  const first = (page - 1) * pageSize + 1;
  const last = first + answer.revisions.length - 1;
  const more = last < answer.total ? `; more with --page ${page + 1}` : '';
  return [...lines, `(revisions ${first}–${last} of ${answer.total}, newest first${more})`];
}

/** A remote's published versions, newest first, with where each is live. */
export function versionLines(answer: RemoteVersionsWire): string[] {
  if (answer.versions.length === 0) return [`${answer.remote} has no published version yet.`];
  return answer.versions.map((version) => {
    const live = version.live_in.length === 0 ? '' : `  live in ${version.live_in.join(', ')}`;
    const withdrawn =
      version.withdrawn === null
        ? ''
        : `  WITHDRAWN ${sydneyTime(version.withdrawn.at)} by ${version.withdrawn.by}: ${version.withdrawn.reason}`;
    return `${version.version}  published ${sydneyTime(version.published_at)} by ${version.published_by}  commit ${version.manifest.commit.slice(0, 12)}${live}${withdrawn}`;
  });
}
