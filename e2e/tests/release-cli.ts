import { execFile } from 'node:child_process';
import path from 'node:path';
import { releaseBaseURL } from '../playwright.config';

const repositoryRoot = path.resolve(__dirname, '../..');

export interface ReleaseCommandResult {
  exitCode: number;
  /** What the command printed, standard output then standard error. */
  output: string;
}

/**
 * Runs `npm run release -- …` as a release manager types it beside the release journey's shop,
 * signed in with `token`. A refusal is an answer here (exit code and message), not an error.
 */
export function release(token: string, args: string[]): Promise<ReleaseCommandResult> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'release', '--', ...args],
      {
        cwd: repositoryRoot,
        env: {
          ...process.env,
          SHOP_URL: releaseBaseURL,
          PUBLIC_URL: releaseBaseURL,
          OPS_SESSION_TOKEN: token,
        },
        timeout: 60_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ exitCode, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** The live revision number `release status` prints for an environment. */
export function revisionIn(statusOutput: string): number {
  const match = /revision (\d+)/i.exec(statusOutput);
  if (!match) throw new Error(`no revision in the status:\n${statusOutput}`);
  return Number(match[1]);
}
