import { type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope';
import { type OperatorAccess } from '../../http/route-access';
import { operatorSessionTokenOf } from './routes';
import { type OperatorRole } from './service';

/** Browsers asking for an operator page are sent to sign in; API callers get 401. */
function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

export async function requireOperator(
  request: FastifyRequest,
  reply: FastifyReply,
  role: OperatorAccess,
): Promise<FastifyReply | undefined> {
  const token = operatorSessionTokenOf(request);
  const operator = token === null ? null : await request.server.operators.operatorOfSession(token);
  if (operator === null) {
    if (request.method === 'GET' && acceptsHtml(request)) {
      return reply.header('cache-control', 'no-store').redirect('/ops/login', 303);
    }
    throw new ApiError(
      401,
      'operator_unauthorized',
      'Sign in as an operator first (POST /ops/session, then Authorization: Bearer <token>).',
    );
  }
  if (role !== 'any') {
    const roles: readonly OperatorRole[] = typeof role === 'string' ? [role] : role;
    if (!roles.some((needed) => operator.roles.includes(needed))) {
      throw new ApiError(
        403,
        'operator_forbidden',
        `This needs an operator with the ${roles.join(' or ')} role.`,
      );
    }
  }
  request.operator = operator;
  return undefined;
}
