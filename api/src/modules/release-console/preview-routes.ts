import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { ApiError } from '../../http/envelope';
import { type Notice } from '../operators/page-parts';
import { type Operator } from '../operators/service';
import {
  previewClearCookie,
  previewLifetimeMs,
  previewSetCookie,
  signPreview,
} from '../registry/preview-cookie';
import { refusalText } from './action-routes';
import { type ConsolePages, readers } from './page-routes';
import { type ReleaseRegistry } from './ports';

const FormText = Type.Optional(Type.String({ maxLength: 200 }));
const PreviewBody = Type.Object({ environment: FormText, remote: FormText, version: FormText });
type PreviewBody = Static<typeof PreviewBody>;

/**
 * Previews: an operator tries versions on their own browser before anyone else gets them. The
 * console signs the preview into the `shop_release_preview` cookie (an hour long) and sends the
 * operator to the shop, whose release document then carries those versions and the overlay;
 * anyone may end their own browser's preview.
 */
export function registerPreviewRoutes(
  app: FastifyInstance,
  { registry, pages }: { registry: ReleaseRegistry; pages: ConsolePages },
): void {
  const secure = app.config.publicUrl.startsWith('https:');
  const secret = app.serverSecrets.release_preview_secret;

  /** The overrides a preview asks for, checked: a published, not withdrawn version, or none. */
  const overridesOf = async (body: PreviewBody): Promise<Record<string, string>> => {
    const environment = body.environment ?? '';
    const known = await registry.environments();
    if (!known.some((candidate) => candidate.name === environment)) {
      throw new ApiError(
        422,
        'environment_not_found',
        `There is no release environment "${environment}".`,
      );
    }
    if (!body.remote) return {};
    const version = body.version ?? '';
    const published = (await registry.remoteVersions(body.remote)).find(
      (candidate) => candidate.version === version,
    );
    if (!published) {
      throw new ApiError(
        422,
        'version_not_registered',
        `Version ${version} of ${body.remote} is not registered.`,
      );
    }
    if (published.withdrawn !== null) {
      throw new ApiError(
        422,
        'version_withdrawn',
        `Version ${version} of ${body.remote} was withdrawn and cannot be tried.`,
      );
    }
    return { [body.remote]: version };
  };

  app.post<{ Body: PreviewBody }>(
    '/ops/releases/preview',
    { config: { access: readers }, schema: { body: PreviewBody } },
    async (request, reply) => {
      let overrides: Record<string, string>;
      try {
        overrides = await overridesOf(request.body);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const notice: Notice = { kind: 'alert', text: refusalText(error) };
        const { remote } = request.body;
        const page =
          remote && (await registry.allVersions()).some((entry) => entry.remote === remote)
            ? await pages.remote(request, remote, notice)
            : await pages.releases(request, notice);
        return reply.status(error.statusCode).type('text/html; charset=utf-8').send(page);
      }
      const value = signPreview(
        {
          environment: request.body.environment ?? '',
          operator: (request.operator as Operator).email,
          overrides,
          expiresAt: new Date(app.config.now().getTime() + previewLifetimeMs),
        },
        secret,
      );
      return reply.header('set-cookie', previewSetCookie(value, secure)).redirect('/', 303);
    },
  );

  app.delete('/registry/preview', { config: { access: 'anonymous' } }, (_request, reply) =>
    reply.header('set-cookie', previewClearCookie(secure)).status(204).send(),
  );
}
