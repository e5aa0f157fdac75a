import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  EnvironmentNameWire,
  RemoteNameWire,
  RemoteVersionWire,
} from 'shared-kernel/wire/registry';
import { ApiError } from '../../http/envelope';
import { type Notice } from '../operators/page-parts';
import { type Operator } from '../operators/service';
import { operatorActor, type ReleaseChange } from '../registry/model';
import { reasonLengthMax } from './console-parts';
import { type ConsolePages } from './page-routes';
import { type ReleaseRegistry, type Revision } from './ports';

const manager = { operator: 'release_manager' } as const;

/** Every form field is text; the handlers say what is wrong with it in a sentence. */
const FormText = Type.Optional(Type.String({ maxLength: 4000 }));
const ChangeBody = Type.Object({
  expectedRevision: FormText,
  reason: FormText,
  version: FormText,
  percent: FormText,
  from: FormText,
  remote: FormText,
  revision: FormText,
});
type ChangeBody = Static<typeof ChangeBody>;
const EnvironmentParams = Type.Object({ environment: EnvironmentNameWire });
const RemoteChangeParams = Type.Object({
  environment: EnvironmentNameWire,
  remote: RemoteNameWire,
});
const WithdrawParams = Type.Object({ remote: RemoteNameWire, version: RemoteVersionWire });

/** A form that cannot be sent as it is: shown on the page, nothing changes. */
class FormProblem extends Error {}

const wholeNumber = /^[0-9]{1,9}$/;

function reasonOf(body: ChangeBody): string {
  const reason = (body.reason ?? '').trim();
  if (reason === '' || reason.length > reasonLengthMax) {
    throw new FormProblem(`Give a reason for this change (1 to ${reasonLengthMax} characters).`);
  }
  return reason;
}

function percentOf(text: string | undefined, range: { minimum: number }): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' && range.minimum > 0) return null;
  const percent = wholeNumber.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!(percent >= range.minimum && percent <= 100)) {
    throw new FormProblem(
      `The share of visitors must be a whole number from ${range.minimum} to 100.`,
    );
  }
  return percent;
}

function requiredText(text: string | undefined, what: string): string {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') throw new FormProblem(`Choose ${what}.`);
  return trimmed;
}

/** The sentences of a refusal: its message, and one per problem when it lists several. */
export function refusalText(error: ApiError): string {
  const problems = Object.values(error.fieldErrors ?? {}).flat();
  const extra = problems.filter((problem) => !error.message.includes(problem));
  return [error.message, ...extra].join(' ');
}

/**
 * The release managers' form posts: pin, canary, promote, roll back and withdraw. Each change
 * carries the revision its page was read at, so a change made meanwhile by someone else is
 * refused rather than overwritten; refusals are shown on the page with the registry's words.
 * The operator session cookie is SameSite=Strict, so another site cannot post these forms.
 */
export function registerActionRoutes(
  app: FastifyInstance,
  { registry, pages }: { registry: ReleaseRegistry; pages: ConsolePages },
): void {
  const html = (reply: FastifyReply, text: string) =>
    reply.type('text/html; charset=utf-8').send(text);
  const actorOf = (request: FastifyRequest) => operatorActor(request.operator as Operator);

  /** Runs `run`, else shows the page `shown` with why nothing changed. */
  const attempt = async (
    reply: FastifyReply,
    shown: (notice: Notice) => Promise<string>,
    staleIn: string | null,
    run: () => Promise<string>,
  ) => {
    let location: string;
    try {
      location = await run();
    } catch (error) {
      if (error instanceof FormProblem) {
        return html(reply.status(422), await shown({ kind: 'alert', text: error.message }));
      }
      if (!(error instanceof ApiError)) throw error;
      let text = refusalText(error);
      if (error.code === 'revision_conflict' && staleIn !== null) {
        const live = await registry.liveRevision(staleIn);
        text = `Someone changed ${staleIn} since you opened this page (revision ${live.number} is live): check and try again.`;
      }
      return html(reply.status(error.statusCode), await shown({ kind: 'alert', text }));
    }
    return reply.redirect(location, 303);
  };

  /** A change of an environment's release: a new revision, then back to the releases page. */
  const change = (
    request: FastifyRequest<{ Body: ChangeBody }>,
    reply: FastifyReply,
    environment: string,
    run: (change: ReleaseChange) => Promise<Revision>,
    from: 'releases' | 'revisions' = 'releases',
  ) =>
    attempt(
      reply,
      (notice) =>
        from === 'releases'
          ? pages.releases(request, notice)
          : pages.revisions(request, environment, 1, notice),
      environment,
      async () => {
        const reason = reasonOf(request.body);
        const expected = (request.body.expectedRevision ?? '').trim();
        if (!wholeNumber.test(expected)) {
          throw new FormProblem('This form lacks the revision it was read at: reload the page.');
        }
        const revision = await run({
          expectedRevision: Number(expected),
          actor: actorOf(request),
          reason,
        });
        const query = new URLSearchParams({
          environment,
          revision: String(revision.number),
        });
        return from === 'releases'
          ? `/ops/releases?${query.toString()}`
          : `/ops/releases/${encodeURIComponent(environment)}/revisions?${query.toString()}`;
      },
    );

  app.post<{ Params: Static<typeof RemoteChangeParams>; Body: ChangeBody }>(
    '/ops/releases/:environment/pins/:remote',
    { config: { access: manager }, schema: { params: RemoteChangeParams, body: ChangeBody } },
    (request, reply) => {
      const { environment, remote } = request.params;
      return change(request, reply, environment, (made) =>
        registry.pin(environment, remote, requiredText(request.body.version, 'a version'), made),
      );
    },
  );

  app.post<{ Params: Static<typeof RemoteChangeParams>; Body: ChangeBody }>(
    '/ops/releases/:environment/canaries/:remote',
    { config: { access: manager }, schema: { params: RemoteChangeParams, body: ChangeBody } },
    (request, reply) => {
      const { environment, remote } = request.params;
      return change(request, reply, environment, (made) => {
        const version = requiredText(request.body.version, 'a version');
        const percent = percentOf(request.body.percent, { minimum: 0 }) as number;
        return registry.setCanary(environment, remote, version, percent, made);
      });
    },
  );

  app.post<{ Params: Static<typeof EnvironmentParams>; Body: ChangeBody }>(
    '/ops/releases/:environment/promotions',
    { config: { access: manager }, schema: { params: EnvironmentParams, body: ChangeBody } },
    (request, reply) => {
      const { environment } = request.params;
      return change(request, reply, environment, (made) =>
        registry.promote(
          environment,
          requiredText(request.body.from, 'the environment to promote from'),
          requiredText(request.body.remote, 'a remote'),
          percentOf(request.body.percent, { minimum: 1 }),
          made,
        ),
      );
    },
  );

  app.post<{ Params: Static<typeof EnvironmentParams>; Body: ChangeBody }>(
    '/ops/releases/:environment/rollbacks',
    { config: { access: manager }, schema: { params: EnvironmentParams, body: ChangeBody } },
    (request, reply) => {
      const { environment } = request.params;
      return change(
        request,
        reply,
        environment,
        (made) => {
          const target = (request.body.revision ?? '').trim();
          if (!wholeNumber.test(target) || Number(target) < 1) {
            throw new FormProblem('Choose the revision to roll back to.');
          }
          return registry.rollback(environment, Number(target), made);
        },
        'revisions',
      );
    },
  );

  app.post<{ Params: Static<typeof WithdrawParams>; Body: ChangeBody }>(
    '/ops/releases/remotes/:remote/versions/:version/withdraw',
    { config: { access: manager }, schema: { params: WithdrawParams, body: ChangeBody } },
    (request, reply) => {
      const { remote, version } = request.params;
      return attempt(
        reply,
        (notice) => pages.remote(request, remote, notice),
        null,
        async () => {
          const reason = reasonOf(request.body);
          await registry.withdraw(remote, version, actorOf(request), reason);
          return `/ops/releases/remotes/${encodeURIComponent(remote)}?${new URLSearchParams({ withdrawn: version }).toString()}`;
        },
      );
    },
  );
}
