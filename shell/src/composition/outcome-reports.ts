import { type RemoteName } from 'shared-kernel';
import { type RemoteOutcome, type RemoteOutcomeReport } from 'shared-kernel/contract/registry';

/**
 * A version 4 UUID for this page load. `randomUUID` exists only in secure contexts; a page served
 * over plain http elsewhere than localhost gets one from `getRandomValues`.
 */
export function newPageLoadId(cryptoApi: Crypto = globalThis.crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface OutcomeReporter {
  /** Reports one outcome of one remote version, at most once per page load; never throws. */
  report(remote: RemoteName, version: string, outcome: RemoteOutcome): void;
}

export interface OutcomeReporterOptions {
  /** Made once per page load: the registry counts sessions by it. */
  pageLoad: string;
  send: (report: RemoteOutcomeReport) => Promise<void>;
}

/**
 * Tells the registry what rendered or failed on this page, for its canary judgement and its
 * known-good versions. A report never blocks or breaks the page: a failed one is only logged.
 */
export function createOutcomeReporter({ pageLoad, send }: OutcomeReporterOptions): OutcomeReporter {
  const reported = new Set<string>();
  return {
    report(remote, version, outcome) {
      const key = `${remote}\n${version}\n${outcome}`;
      if (reported.has(key)) return;
      reported.add(key);
      const warn = (error: unknown) =>
        console.warn(`The ${outcome} report of ${remote} ${version} was not sent`, error);
      try {
        send({ pageLoad, remotes: [{ remote, version, outcome }] }).catch(warn);
      } catch (error) {
        warn(error);
      }
    },
  };
}
