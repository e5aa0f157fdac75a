import { escapeHtml } from '../../http/html';
import { type RevisionPin } from './ports';

/** The longest reason a change may carry (the registry refuses longer ones). */
export const reasonLengthMax = 500;

export const consoleNavigation =
  '<p><a href="/ops">Operator apps</a> · <a href="/ops/releases">Releases</a> · <a href="/ops/releases/audit">Release audit</a></p>';

/** A value made safe for an element id: forms for many remotes share one page. */
export function idOf(...parts: Array<string | number>): string {
  return parts.map((part) => String(part).replace(/[^A-Za-z0-9-]/g, '_')).join('-');
}

/** The required reason of a change, with a label saying what it is for. */
export function reasonField(id: string, label: string): string {
  return `<label for="${escapeHtml(id)}">${escapeHtml(label)}</label>
<input id="${escapeHtml(id)}" name="reason" required maxlength="${reasonLengthMax}" autocomplete="off">`;
}

/** The revision the page was read at: the registry refuses the change if another came since. */
export function expectedRevisionField(revision: number): string {
  return `<input type="hidden" name="expectedRevision" value="${revision}">`;
}

export function optionsHtml(
  options: Array<{ value: string; text: string }>,
  chosen: string | null,
): string {
  return options
    .map(
      (option) =>
        `<option value="${escapeHtml(option.value)}"${option.value === chosen ? ' selected' : ''}>${escapeHtml(option.text)}</option>`,
    )
    .join('');
}

/** `0.2.0-b at 10 %`, or `none`. */
export function canaryText(canary: RevisionPin['canary']): string {
  return canary === null ? 'none' : `${canary.version} at ${canary.percent} %`;
}

/** What changed for each remote from one revision to the next, as sentences. */
export function pinChanges(before: RevisionPin[], after: RevisionPin[]): string[] {
  const remotes = [...new Set([...before, ...after].map((pin) => pin.remote))];
  return remotes.flatMap((remote) => {
    const old = before.find((pin) => pin.remote === remote) ?? null;
    const next = after.find((pin) => pin.remote === remote) ?? null;
    const changes: string[] = [];
    if (old?.version !== next?.version) {
      changes.push(`${remote}: ${old?.version ?? 'none'} → ${next?.version ?? 'none'}`);
    }
    const canaryBefore = old?.canary ?? null;
    const canaryAfter = next?.canary ?? null;
    if (canaryText(canaryBefore) !== canaryText(canaryAfter)) {
      changes.push(`${remote} canary: ${canaryText(canaryBefore)} → ${canaryText(canaryAfter)}`);
    }
    return changes;
  });
}

/** `3 of 40 failed (7.5%)`: the rate the canary judgement compares. */
export function failureText(health: { sessions: number; failed: number }): string {
  if (health.sessions === 0) return 'no sessions yet';
  const rate = Math.round((health.failed / health.sessions) * 1000) / 10;
  return `${health.failed} of ${health.sessions} sessions failed (${rate}%)`;
}
