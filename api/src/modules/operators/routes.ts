import { type Static, Type } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { cookieOf } from '../../http/cookies';
import { ApiError, resultEnvelope } from '../../http/envelope';
import { acceptFormBodies } from '../auth/form-body';
import { operatorHomePage, signInPage } from './pages';
import { OperatorRepository } from './repository';
import { type Operator, OperatorService, type OperatorSession } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    operators: OperatorService;
  }
  interface FastifyRequest {
    /** The signed-in operator of a route that declares operator access. */
    operator: Operator | null;
  }
}

export const operatorSessionCookie = 'ops_session';
const sessionTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The operator session token of `Authorization: Bearer …` or the session cookie. */
export function operatorSessionTokenOf(request: FastifyRequest): string | null {
  const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer !== undefined && sessionTokenPattern.test(bearer)) return bearer;
  const cookie = cookieOf(request.headers.cookie, operatorSessionCookie);
  return cookie !== null && sessionTokenPattern.test(cookie) ? cookie : null;
}

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

const SessionBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  code: Type.String({ maxLength: 16 }),
});

interface SessionResultWire {
  token: string;
  expires_at: string;
  email: string;
  roles: string[];
}

/** The sign-in page, the session calls and the landing page of the operator apps. */
const operatorRoutes: FastifyPluginCallback<{ service: OperatorService }> = (
  app,
  { service },
  done,
) => {
  acceptFormBodies(app);
  app.addHook('onSend', (_request, reply, payload, next) => {
    void reply.header('cache-control', 'no-store');
    next(null, payload);
  });
  const secureCookie = app.config.production || app.config.publicUrl.startsWith('https:');
  // The operator apps under /ops, and the content service under /cms, which serves drafts to
  // content editors previewing them on the shop's pages; no other path ever carries the session.
  const cookiesOf = (value: string, maxAge: number) =>
    ['/ops', '/cms'].map(
      (path) =>
        `${operatorSessionCookie}=${value}; Max-Age=${maxAge}; Path=${path}; HttpOnly; ` +
        `SameSite=Strict${secureCookie ? '; Secure' : ''}`,
    );
  const setSessionCookie = (reply: FastifyReply, session: OperatorSession) => {
    const maxAge = Math.floor((session.expiresAt.getTime() - app.config.now().getTime()) / 1000);
    void reply.header('set-cookie', cookiesOf(session.token, maxAge));
  };
  const clearSessionCookie = (reply: FastifyReply) => {
    void reply.header('set-cookie', cookiesOf('', 0));
  };
  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = operatorSessionTokenOf(request);
    if (token !== null) await service.signOut(token);
    clearSessionCookie(reply);
  };
  const { max, timeWindowMs } = app.config.rateLimit;

  app.get('/ops/login', { config: { access: 'anonymous' } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(signInPage()),
  );

  app.post<{ Body: Static<typeof SessionBody> }>(
    '/ops/session',
    {
      schema: { body: SessionBody },
      config: { access: 'anonymous', rateLimit: { max, timeWindow: timeWindowMs } },
    },
    async (request, reply) => {
      let session: OperatorSession;
      try {
        session = await service.signIn(request.body);
      } catch (error) {
        if (!(error instanceof ApiError) || !isFormPost(request)) throw error;
        return reply
          .status(error.statusCode)
          .type('text/html; charset=utf-8')
          .send(signInPage({ error: error.message, email: request.body.email }));
      }
      setSessionCookie(reply, session);
      if (isFormPost(request)) return reply.redirect('/ops', 303);
      const result: SessionResultWire = {
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        email: session.operator.email,
        roles: session.operator.roles,
      };
      return reply.send(resultEnvelope(result));
    },
  );

  app.delete('/ops/session', { config: { access: 'anonymous' } }, async (request, reply) => {
    await signOut(request, reply);
    return reply.send(resultEnvelope({ signed_out: true }));
  });

  app.post('/ops/sign-out', { config: { access: 'anonymous' } }, async (request, reply) => {
    await signOut(request, reply);
    return reply.redirect('/ops/login', 303);
  });

  app.get('/ops', { config: { access: { operator: 'any' } } }, (request, reply) =>
    reply.type('text/html; charset=utf-8').send(operatorHomePage(request.operator as Operator)),
  );
  done();
};

/**
 * Operators (`app.operators`): accounts with roles, signed in with two-factor. Creates the first
 * operator on first start, and enforces every route's declared `config.access` in one hook:
 * 401 without a live operator session (browsers asking for a page go to /ops/login), 403
 * without the role. Register before the modules whose routes declare operator access.
 */
export const operatorsModule = fastifyPlugin(
  async (app) => {
    const service = new OperatorService(new OperatorRepository(app.database), app.config.now);
    app.decorate('operators', service);
    app.decorateRequest('operator', null);

    const created = await service.createFirstOperator(app.config.firstOperator);
    if (created) {
      const { firstOperator } = app.config;
      const generated = firstOperator.password === null || firstOperator.totpSecret === null;
      app.log.warn(
        generated
          ? {
              email: created.operator.email,
              password: created.password,
              totpSecret: created.totpSecret,
              otpauthUrl: created.otpauthUrl,
            }
          : { email: created.operator.email },
        generated
          ? `First operator created with every role; these credentials are shown only now. ` +
              `Email: ${created.operator.email}  Password: ${created.password}  ` +
              `TOTP secret: ${created.totpSecret}  (add it to an authenticator app: ` +
              `${created.otpauthUrl}). Sign in at ${app.config.publicUrl}/ops/login.`
          : `First operator ${created.operator.email} created with every role from OPERATOR_*.`,
      );
    }

    await app.register(operatorRoutes, { service });
  },
  { name: 'operators', dependencies: ['config', 'database', 'errors'], fastify: '5.x' },
);
