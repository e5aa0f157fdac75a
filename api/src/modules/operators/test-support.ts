import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { totpCodeAt } from '../two-factor/totp';
import { operatorSessionCookie } from './routes';
import { type OperatorRole } from './service';

/** A signed-in operator as a test client holds it. */
export interface TestOperator {
  email: string;
  password: string;
  totpSecret: string;
  token: string;
  /** `Bearer <token>`, for the Authorization header. */
  authorization: string;
  /** `ops_session=<token>`, for the Cookie header of /ops pages. */
  cookie: string;
}

/**
 * Creates an operator with `roles` directly through the operator service and signs in through
 * POST /ops/session with a password and a current authenticator code.
 */
export async function signInOperator(
  app: FastifyInstance,
  roles: readonly OperatorRole[],
  releaseEnvironments: readonly string[] | null = null,
): Promise<TestOperator> {
  const email = `operator.${randomBytes(6).toString('hex')}@example.test`;
  const created = await app.operators.create({ email, roles, releaseEnvironments });
  const response = await app.inject({
    method: 'POST',
    url: '/ops/session',
    payload: {
      email,
      password: created.password,
      code: totpCodeAt(created.totpSecret, app.config.now()),
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`operator sign-in failed with ${response.statusCode}: ${response.body}`);
  }
  const token = response.json<{ result: { token: string } }>().result.token;
  return {
    email,
    password: created.password,
    totpSecret: created.totpSecret,
    token,
    authorization: `Bearer ${token}`,
    cookie: `${operatorSessionCookie}=${token}`,
  };
}
