import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type EnvironmentsWire,
  type PublishedVersionWire,
  type RemoteVersionsWire,
  type RevisionsWire,
  type RevisionWire,
} from 'shared-kernel/wire/registry';
import { changeLine, historyLines, statusLines, versionLines } from './release-output';
import { publishRequestOf } from './release-publish';
import {
  asOperator,
  callShop,
  CommandFailure,
  operatorCredentialsUsage,
  requestShop,
  type ShopClientEnvironment,
} from './shop-client';

export const releaseUsage = `Usage: npm run release -- <command> [options]

  status [env]                      Each environment's live revision, shell and versions.
  history <env> [--page <n>]        An environment's revisions, newest first.
  versions <remote>                 A remote's published versions, where each is live.
  publish <remote> [--dist <dir>]   Uploads a build (default <remote>/dist); never pins it.
  pin <env> <remote> <version> --reason <text>
                                    Serves the version to everyone (ends any canary).
  canary <env> <remote> <version> <percent> --reason <text>
                                    Serves the version to percent of visitors (0 ends the
                                    canary, 100 makes it the stable version).
  promote <from> <to> <remote> [--percent <n>] --reason <text>
                                    Takes the stable version live in <from> to <to>, for
                                    everyone or as a canary for n% of visitors.
  rollback <env> <revision> --reason <text>
                                    A new revision with the versions of that earlier one.
  withdraw <remote> <version> --reason <text>
                                    The version is never pinned or served again.

  A change names the revision it was decided on: the live one, read just before, or
  --revision <n>; when the environment moved on since, it is refused.
  The commands call the running shop (SHOP_URL, default PUBLIC_URL or http://localhost:8080)
  as an operator with the release_viewer role (status, history, versions) or release_manager
  (the rest): ${operatorCredentialsUsage}`;

export interface ReleaseCommandEnvironment extends ShopClientEnvironment {
  /** Where `publish` finds `<remote>/dist` when --dist is not given. */
  repositoryRoot: string;
}

function parsed(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    options: {
      reason: { type: 'string' },
      revision: { type: 'string' },
      percent: { type: 'string' },
      dist: { type: 'string' },
      page: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
}

type Options = ReturnType<typeof parsed>['values'];

/** The numbers a command line gives, checked before anything is sent. */
interface Numbers {
  revisionExpected: number | undefined;
  percent: number | undefined;
  revisionRestored: number | undefined;
  page: number;
}

/** The positionals each command takes, and whether it changes a release (needs --reason). */
const commands: Record<string, { positionals: string[]; optional?: number; isChange: boolean }> = {
  status: { positionals: ['env'], optional: 1, isChange: false },
  history: { positionals: ['env'], isChange: false },
  versions: { positionals: ['remote'], isChange: false },
  publish: { positionals: ['remote'], isChange: false },
  pin: { positionals: ['env', 'remote', 'version'], isChange: true },
  canary: { positionals: ['env', 'remote', 'version', 'percent'], isChange: true },
  promote: { positionals: ['from', 'to', 'remote'], isChange: true },
  rollback: { positionals: ['env', 'revision'], isChange: true },
  withdraw: { positionals: ['remote', 'version'], isChange: true },
};

/** A command line that does not say what to do: exit code 2, with the usage. */
const usageError = (message: string) => new CommandFailure(message, 2);

function wholeNumber(name: string, text: string | undefined, minimum = 0): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[0-9]{1,9}$/.test(text) || Number(text) < minimum) {
    throw usageError(`${name} must be a whole number${minimum > 0 ? ` from ${minimum}` : ''}.`);
  }
  return Number(text);
}

function numbersOf(command: string, positionals: string[], options: Options): Numbers {
  return {
    revisionExpected: wholeNumber('--revision', options.revision),
    percent:
      command === 'canary'
        ? wholeNumber('percent', positionals[3])
        : wholeNumber('--percent', options.percent, 1),
    revisionRestored:
      command === 'rollback' ? wholeNumber('revision', positionals[1], 1) : undefined,
    page: wholeNumber('--page', options.page, 1) ?? 1,
  };
}

/** `"<n>"`: the revision a change was decided on, as the registry's If-Match reads it. */
async function ifMatchFor(
  environment: ShopClientEnvironment,
  baseUrl: string,
  headers: Record<string, string>,
  name: string,
  given: number | undefined,
): Promise<Record<string, string>> {
  if (given !== undefined) return { ...headers, 'if-match': `"${given}"` };
  const answer = (await callShop(environment, baseUrl, '/registry/environments', {
    method: 'GET',
    headers,
  })) as { result: EnvironmentsWire };
  const found = answer.result.environments.find((candidate) => candidate.name === name);
  if (!found) {
    const known = answer.result.environments.map((candidate) => candidate.name).join(', ');
    throw new CommandFailure(`There is no environment ${name}; the environments are ${known}.`, 1);
  }
  return { ...headers, 'if-match': `"${found.revision}"` };
}

const segment = encodeURIComponent;
const historyPageSize = 20;

/** Runs one command with the operator's headers; returns the lines to print. */
async function run(
  command: string,
  positionals: string[],
  options: Options,
  numbers: Numbers,
  environment: ReleaseCommandEnvironment,
  baseUrl: string,
  headers: Record<string, string>,
): Promise<string[]> {
  const get = async (target: string) =>
    (
      (await callShop(environment, baseUrl, target, { method: 'GET', headers })) as {
        result: unknown;
      }
    ).result;
  /** A change of `name`'s release; says what the new revision serves of `remote` (or of all). */
  const change = async (
    target: string,
    method: string,
    name: string,
    remote: string | null,
    body: object,
  ) => {
    const changeHeaders = await ifMatchFor(
      environment,
      baseUrl,
      headers,
      name,
      numbers.revisionExpected,
    );
    const answer = (await callShop(environment, baseUrl, target, {
      method,
      headers: changeHeaders,
      body: { ...body, reason: options.reason },
    })) as { result: RevisionWire };
    return [changeLine(answer.result, remote)];
  };
  const [first = '', second = '', third = ''] = positionals;

  switch (command) {
    case 'status': {
      const { environments } = (await get('/registry/environments')) as EnvironmentsWire;
      const shown =
        first === '' ? environments : environments.filter((each) => each.name === first);
      if (shown.length === 0) {
        const known = environments.map((each) => each.name).join(', ');
        throw new CommandFailure(
          `There is no environment ${first}; the environments are ${known}.`,
          1,
        );
      }
      const liveOf = async (each: (typeof shown)[number]) =>
        each.revision === 0
          ? null
          : ((await get(
              `/registry/${segment(each.name)}/revisions/${each.revision}`,
            )) as RevisionWire);
      const live = await Promise.all(shown.map(liveOf));
      return shown.flatMap((each, index) => statusLines(each, live[index] ?? null));
    }
    case 'history': {
      const answer = (await get(
        `/registry/${segment(first)}/revisions?page=${numbers.page}&size=${historyPageSize}`,
      )) as RevisionsWire;
      return historyLines(answer, numbers.page, historyPageSize);
    }
    case 'versions':
      return versionLines(
        (await get(`/registry/remotes/${segment(first)}/versions`)) as RemoteVersionsWire,
      );
    case 'publish': {
      const distDir = path.resolve(
        options.dist ?? path.join(environment.repositoryRoot, first, 'dist'),
      );
      const request = await publishRequestOf(distDir, first);
      const answer = await requestShop(
        environment,
        baseUrl,
        `/registry/remotes/${segment(first)}/versions`,
        {
          method: 'POST',
          headers,
          body: request,
        },
      );
      const { version } = (answer.body as { result: PublishedVersionWire }).result;
      return [
        answer.status === 201
          ? `Published ${first} ${version} (${request.files.length} files). It serves nobody until it is pinned, promoted or run as a canary.`
          : `${first} ${version} was already published with these files; nothing changed.`,
      ];
    }
    case 'pin':
      return change(`/registry/${segment(first)}/pins/${segment(second)}`, 'PUT', first, second, {
        version: third,
      });
    case 'canary':
      return change(
        `/registry/${segment(first)}/canaries/${segment(second)}`,
        'PUT',
        first,
        second,
        { version: third, percent: numbers.percent },
      );
    case 'promote':
      return change(`/registry/${segment(second)}/promotions`, 'POST', second, third, {
        from: first,
        remote: third,
        ...(numbers.percent === undefined ? {} : { percent: numbers.percent }),
      });
    case 'rollback':
      return change(`/registry/${segment(first)}/rollbacks`, 'POST', first, null, {
        revision: numbers.revisionRestored,
      });
    default: {
      const answer = (await callShop(
        environment,
        baseUrl,
        `/registry/remotes/${segment(first)}/versions/${segment(second)}/withdraw`,
        { method: 'POST', headers, body: { reason: options.reason } },
      )) as { result: PublishedVersionWire };
      return [
        `${first} ${answer.result.version} is withdrawn: it is never pinned, promoted or served as a fallback again (reason: ${options.reason ?? ''}).`,
      ];
    }
  }
}

/**
 * `npm run release -- <command>`: the release registry of the running shop, from a terminal or
 * a CI job, through its HTTP API. Exit code 0 done, 1 refused or failed, 2 usage.
 */
export async function runReleaseCommand(
  args: readonly string[],
  environment: ReleaseCommandEnvironment,
): Promise<number> {
  const { write } = environment;
  try {
    let options: ReturnType<typeof parsed>;
    try {
      options = parsed(args);
    } catch (error) {
      throw usageError(error instanceof Error ? error.message : String(error));
    }
    const [command, ...positionals] = options.positionals;
    if (options.values.help) {
      write(releaseUsage);
      return 0;
    }
    const shape = command === undefined ? undefined : commands[command];
    if (command === undefined || !shape) {
      throw usageError(command === undefined ? '' : `There is no command ${command}.`);
    }
    const fewest = shape.positionals.length - (shape.optional ?? 0);
    if (positionals.length < fewest || positionals.length > shape.positionals.length) {
      const names = shape.positionals.map((name, index) =>
        index < fewest ? `<${name}>` : `[${name}]`,
      );
      throw usageError(`${command} takes ${names.join(' ')}.`);
    }
    if (shape.isChange && !options.values.reason?.trim()) {
      throw usageError(`${command} needs --reason <text>: it is kept with the release.`);
    }
    const numbers = numbersOf(command, positionals, options.values);
    const baseUrl = environment.publicUrl.replace(/\/+$/, '');
    const lines = await asOperator(environment, baseUrl, (headers) =>
      run(command, positionals, options.values, numbers, environment, baseUrl, headers),
    );
    write(lines.join('\n'));
    return 0;
  } catch (error) {
    if (!(error instanceof CommandFailure)) throw error;
    const usage = error.message === '' ? releaseUsage : `${error.message}\n\n${releaseUsage}`;
    write(error.exitCode === 2 ? usage : error.message);
    return error.exitCode;
  }
}
