import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ownerOf, type RuntimeConfig } from 'shared-kernel';
import { matchesEntityTag } from '../../http/entity-tags';
import { ApiError } from '../../http/envelope';
import { publicOriginOf } from '../../http/request-origin';
import { isObjectKey, type ObjectStore } from '../../object-store/object-store';
import { servicesAt } from '../platform/service';
import { artifactKeyOf, contentTypeOf, immutableCacheControl } from '../registry/artifact-storage';
import { releaseForRequest } from '../registry/visitor';
import { artifactOriginOf, releaseToWire } from '../registry/wire';
import { isPrecompressedSibling, precompressFolder, sourcePathOf } from './precompressed-files';
import {
  artifactsPrefix,
  injectRuntimeConfig,
  isContentHashed,
  isServicePath,
  readShellIndex,
  remoteFirstLoadUrls,
  shellMissingPage,
  shellPrefix,
  withPreloads,
} from './service';

/** App key the browser signs with: `shop-web` when configured, else the first key. */
function browserAppKeyOf(appKeys: Readonly<Record<string, string>>): [string, string] {
  const entries = Object.entries(appKeys);
  return entries.find(([key]) => key === 'shop-web') ?? entries[0] ?? ['shop-web', ''];
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** `/remotes/{remote}/{version}/{file…}` (relative to the /remotes prefix). */
const artifactPathPattern = /^\/[a-z][a-z0-9-]*\/[0-9][0-9A-Za-z.+-]*\/[^/].*$/;

/**
 * `/remotes/{remote}/{version}/{file…}` streamed from the object store, with the headers the
 * folder is served with (immutable, the file's Content-Type); compressed on the way out for
 * clients that accept it, as other answers are.
 */
function registerStoredArtifacts(app: FastifyInstance, store: ObjectStore): void {
  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    `${artifactsPrefix}:remote/:version/*`,
    { config: { access: 'anonymous' } },
    async (request, reply) => {
      const { remote, version, '*': file } = request.params;
      const pathname = `/${remote}/${version}/${file}`;
      const key = artifactKeyOf(remote, version, file);
      const object =
        artifactPathPattern.test(pathname) && !isPrecompressedSibling(pathname) && isObjectKey(key)
          ? await store.get(key)
          : null;
      if (object === null) {
        throw new ApiError(
          404,
          'not_found',
          `Nothing is found at ${request.method} ${artifactsPrefix}${pathname.slice(1)}.`,
        );
      }
      void reply
        .header('cache-control', immutableCacheControl)
        .type(object.contentType ?? contentTypeOf(file));
      if (object.etag !== null) {
        void reply.header('etag', object.etag);
        if (matchesEntityTag(request.headers['if-none-match'], object.etag)) {
          object.body.destroy();
          return reply.status(304).send();
        }
      }
      return reply.send(object.body);
    },
  );
}

/**
 * The web: immutable remote builds under /remotes, the shell's files at /, and for any other
 * page a browser asks for, the shell's index.html with the runtime config injected (the shell
 * routes on the client). Anything else that matches nothing gets the 404 error envelope.
 * Files go out as the precompressed sibling (`.br`, `.gz`) the client accepts when there is one
 * (publishing writes them for remotes; the shell's are written here at start), with
 * `Vary: Accept-Encoding` and the original file's Content-Type.
 */
export const webModule = fastifyPlugin(
  async (app) => {
    const { artifactsDir, shellDist, environment } = app.config;
    const artifactOrigin = artifactOriginOf(app.config);
    const [appKey, appSecret] = browserAppKeyOf(app.config.appKeys);

    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const html = await readShellIndex(shellDist);
      if (html === null) {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(shellMissingPage);
      }
      const origin = publicOriginOf(request);
      // The visitor's own release (canary buckets, preview); the visitor cookie is set here on
      // a first visit, so the page and the shell's later checks agree.
      const release = releaseToWire(
        artifactOrigin,
        await releaseForRequest(app, environment, request, reply),
      );
      const runtimeConfig: RuntimeConfig = {
        environment,
        discoveryBase: origin,
        appKey,
        appSecret,
        services: servicesAt(origin),
        release,
        releaseCheckSeconds: app.config.release.checkSeconds,
      };
      const page = injectRuntimeConfig(html, runtimeConfig, reply.cspScriptNonce);
      const owner = ownerOf(request.url.split('?', 1)[0] ?? '/');
      const pin = release.remotes.find((candidate) => candidate.remote === owner);
      return reply
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(withPreloads(page, pin ? await firstLoadFiles(pin) : []));
    };

    // An entry on the store's own origin is fetched in CORS mode (for its integrity check).
    const firstLoadFiles = async (pin: Parameters<typeof remoteFirstLoadUrls>[1]) =>
      (await remoteFirstLoadUrls(app.registry.artifacts, pin)).map((file) =>
        file.integrity !== undefined && artifactOrigin !== app.config.publicUrl
          ? { ...file, crossOrigin: true }
          : file,
      );

    // Publishing writes here; the folder exists from the start so that it can be served.
    if (app.objectStore === null) mkdirSync(artifactsDir, { recursive: true });
    if (!existsSync(path.join(shellDist, 'index.html'))) {
      app.log.warn(
        `The shell is not built (${shellDist} has no index.html): pages explain how to build it.`,
      );
    }
    // `npm run build` replaces the shell's files, so their siblings are checked at every start;
    // index.html is not served as stored (the runtime config goes in). A read-only build is
    // served uncompressed rather than not at all.
    try {
      const written = await precompressFolder(shellDist, {
        skip: (relativePath) => relativePath === 'index.html',
      });
      if (written > 0) app.log.info(`Precompressed the shell: ${written} files written.`);
    } catch (error) {
      app.log.warn({ err: error }, 'The shell could not be precompressed; it is served as built.');
    }

    // Built files are public: the static routes declare it for the route-access hook.
    app.addHook('onRoute', (route) => {
      if (route.config?.access === undefined)
        route.config = { ...route.config, access: 'anonymous' };
    });
    if (app.objectStore !== null) {
      registerStoredArtifacts(app, app.objectStore);
    } else {
      await app.register(fastifyStatic, {
        root: artifactsDir,
        prefix: artifactsPrefix,
        decorateReply: false,
        index: false,
        cacheControl: false,
        preCompressed: true,
        allowedPath: (pathname) =>
          artifactPathPattern.test(pathname) && !isPrecompressedSibling(pathname),
        dotfiles: 'ignore',
        setHeaders: (reply) => {
          void reply.header('cache-control', immutableCacheControl);
        },
      });
    }

    await app.register(fastifyStatic, {
      root: shellDist,
      suppressWarning: true,
      prefix: shellPrefix,
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html' && !isPrecompressedSibling(pathname),
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        // filePath is the sibling actually sent when the client accepts one.
        void reply.header(
          'cache-control',
          isContentHashed(sourcePathOf(filePath)) ? immutableCacheControl : 'no-cache',
        );
      },
    });

    app.get('/', { config: { access: 'anonymous' } }, sendShell);
    app.get('/index.html', { config: { access: 'anonymous' } }, sendShell);

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (isPageRequest && acceptsHtml(request) && !isServicePath(pathname)) {
        return sendShell(request, reply);
      }
      throw new ApiError(404, 'not_found', `Nothing is found at ${request.method} ${pathname}.`);
    });
  },
  { name: 'web', dependencies: ['config', 'security-headers', 'registry'], fastify: '5.x' },
);
