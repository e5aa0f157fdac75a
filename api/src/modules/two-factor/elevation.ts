import { type FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope';
import { customerOf } from '../auth/bearer-token';
import { TwoFactorRepository } from './repository';
import { elevationWindowMs, twoFactorMessages } from './service';

/**
 * For actions that need a fresh second factor (api.md §4 step-up): passes when the customer has
 * two-factor off, or the access token was issued within 10 minutes of a verified code; else 403
 * with code REQUIRED, which the client answers with its elevation modal and POST /auth/refresh
 * with `otp`, then replays the request. 401 when nobody is signed in.
 */
export async function requireElevation(request: FastifyRequest): Promise<void> {
  const customer = customerOf(request);
  const settings = await new TwoFactorRepository(request.server.database).findByCustomerId(
    customer.customerId,
  );
  if (settings.method === null) return;
  const now = request.server.config.now().getTime();
  const twoFactorAt = customer.twoFactorAt?.getTime();
  if (twoFactorAt !== undefined && now - twoFactorAt <= elevationWindowMs) return;
  throw new ApiError(403, 'REQUIRED', twoFactorMessages.elevationRequired);
}
