import { createHash } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { version as kernelVersion } from 'shared-kernel/package.json';
import {
  type PublishRequestWire,
  type ReleaseWire,
  type RemoteReleaseWire,
  type RevisionWire,
} from 'shared-kernel/wire/registry';
import { signInOperator, type TestOperator } from '../operators/test-support';

/** The shared-kernel range a build made against the installed kernel requires. */
export const installedKernelRange = `^${kernelVersion}`;

export interface TestBuild {
  remote: string;
  body: PublishRequestWire;
}

/** A build of `remote` at `version` as the release CLI uploads it (valid unless changed). */
export function buildOf(
  remote: string,
  version: string,
  options: { requires?: Record<string, string>; routes?: string[]; entry?: string } = {},
): TestBuild {
  const entry = Buffer.from(
    options.entry ?? `console.log(${JSON.stringify(`${remote} ${version}`)})`,
  );
  return {
    remote,
    body: {
      manifest: {
        version,
        build_id: version.split('-')[1] ?? 'none',
        commit: 'abc123',
        entry: 'remoteEntry.js',
        integrity: `sha384-${createHash('sha384').update(entry).digest('base64')}`,
        requires: options.requires ?? { 'shared-kernel': installedKernelRange },
        routes: options.routes ?? [],
        built_at: '2026-11-26T22:00:00.000Z',
      },
      files: [
        { path: 'remoteEntry.js', content_base64: entry.toString('base64') },
        { path: 'chunks/spa.js', content_base64: Buffer.from('export {}').toString('base64') },
      ],
    },
  };
}

/** A registry client as a release manager (or another caller) uses it. */
export class RegistryClient {
  constructor(
    private readonly app: FastifyInstance,
    readonly operator: TestOperator,
  ) {}

  /** A release manager of every environment, or of the ones given. */
  static async signIn(
    app: FastifyInstance,
    releaseEnvironments: readonly string[] | null = null,
  ): Promise<RegistryClient> {
    return new RegistryClient(
      app,
      await signInOperator(app, ['release_manager'], releaseEnvironments),
    );
  }

  private send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, ifMatch?: string) {
    return this.app.inject({
      method,
      url,
      headers: {
        authorization: this.operator.authorization,
        ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  publish(build: TestBuild) {
    return this.send('POST', `/registry/remotes/${build.remote}/versions`, build.body);
  }

  async live(environment: string): Promise<number> {
    const response = await this.send('GET', `/registry/${environment}/revisions?size=1`);
    return Number(String(response.headers.etag).replace(/"/g, ''));
  }

  /** A change from the live revision (or from `revision`, when given). */
  async change(
    method: 'POST' | 'PUT',
    url: string,
    environment: string,
    payload: object,
    revision?: number,
  ) {
    const read = revision ?? (await this.live(environment));
    return this.send(method, url, { reason: 'Testing a release.', ...payload }, `"${read}"`);
  }

  pin(environment: string, remote: string, version: string, revision?: number) {
    return this.change(
      'PUT',
      `/registry/${environment}/pins/${remote}`,
      environment,
      { version },
      revision,
    );
  }

  canary(environment: string, remote: string, version: string, percent: number) {
    return this.change('PUT', `/registry/${environment}/canaries/${remote}`, environment, {
      version,
      percent,
    });
  }

  get(url: string) {
    return this.send('GET', url);
  }

  post(url: string, payload: object) {
    return this.send('POST', url, payload);
  }
}

/** The result of a successful call, as the wire type the caller expects. */
export function resultOf<Result>(response: { json: () => unknown }): Result {
  return (response.json() as { result: Result }).result;
}

/** A visitor's version of one remote in a release answer. */
export function remoteIn(response: { json: () => unknown }, remote: string): RemoteReleaseWire {
  const found = resultOf<ReleaseWire>(response).remotes.find((entry) => entry.remote === remote);
  if (found === undefined) throw new Error(`The release has no ${remote}`);
  return found;
}

/** One remote's pin in a revision answer. */
export function pinIn(
  response: { json: () => unknown },
  remote: string,
): RevisionWire['pins'][number] | undefined {
  return resultOf<RevisionWire>(response).pins.find((pin) => pin.remote === remote);
}

/** Posts what one page load saw of a remote version (anonymous). */
export function report(
  app: FastifyInstance,
  environment: string,
  pageLoad: string,
  remotes: Array<{ remote: string; version: string; outcome: string }>,
) {
  return app.inject({
    method: 'POST',
    url: `/registry/${environment}/reports`,
    payload: { page_load: pageLoad, remotes },
  });
}

/** The release document a visitor with this id gets. */
export function releaseFor(app: FastifyInstance, environment: string, visitorId?: string) {
  return app.inject({
    method: 'GET',
    url: `/registry/${environment}/release`,
    headers: visitorId === undefined ? {} : { cookie: `shop_visitor=${visitorId}` },
  });
}
