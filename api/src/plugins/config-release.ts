// Release registry settings: the environments releases are promoted through, how a canary is
// judged and how often open pages look for a newer release (RELEASE_*).
import { type EnvironmentValue, parseList, parseWholeNumber } from './config-parsers';

export interface ReleaseConfig {
  /** Environments in promotion order (RELEASE_ENVIRONMENTS); created at start when missing. */
  environments: readonly string[];
  /** Candidate sessions a canary needs before it is judged (RELEASE_CANARY_MIN_SESSIONS). */
  canarySessionsMin: number;
  /**
   * Percentage points by which a canary's error rate may exceed the stable version's before it
   * is rolled back (RELEASE_CANARY_MARGIN).
   */
  canaryMarginPoints: number;
  /** Seconds between an open page's checks for a newer release (RELEASE_CHECK_SECONDS). */
  checkSeconds: number;
}

/** The release settings the environment asks for; `defaults` fill in the unset variables. */
export function releaseConfigOf(value: EnvironmentValue, defaults: ReleaseConfig): ReleaseConfig {
  const environments = value('RELEASE_ENVIRONMENTS');
  const number = (name: string, fallback: number) => {
    const text = value(name);
    return text === undefined ? fallback : parseWholeNumber(text, name);
  };
  const release: ReleaseConfig = {
    environments: environments ? parseList(environments) : defaults.environments,
    canarySessionsMin: number('RELEASE_CANARY_MIN_SESSIONS', defaults.canarySessionsMin),
    canaryMarginPoints: number('RELEASE_CANARY_MARGIN', defaults.canaryMarginPoints),
    checkSeconds: number('RELEASE_CHECK_SECONDS', defaults.checkSeconds),
  };
  const badName = release.environments.find((name) => !/^[a-z][a-z0-9-]{0,62}$/.test(name));
  if (badName !== undefined) {
    throw new Error(
      `RELEASE_ENVIRONMENTS entry "${badName}" must be lower-case letters, digits and dashes`,
    );
  }
  // These name the registry's own paths (/registry/remotes, /registry/audit, …).
  const reserved = release.environments.find((name) =>
    ['remotes', 'environments', 'audit', 'preview'].includes(name),
  );
  if (reserved !== undefined) {
    throw new Error(`RELEASE_ENVIRONMENTS cannot name an environment "${reserved}"`);
  }
  if (release.checkSeconds < 1) throw new Error('RELEASE_CHECK_SECONDS must be at least 1');
  return release;
}
