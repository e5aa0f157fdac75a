import { type FastifyInstance } from 'fastify';
import { CustomerRepository } from '../customer/repository';
import { CustomerService } from '../customer/service';
import { TwoFactorRepository } from '../two-factor/repository';
import { TwoFactorService } from '../two-factor/service';
import { AuthRepository } from './repository';
import { AuthService } from './service';

export interface IdentityServices {
  auth: AuthService;
  customers: CustomerService;
  twoFactor: TwoFactorService;
}

/** The identity services over the app's database (stateless; each module makes its own). */
export function identityServicesOf(app: FastifyInstance): IdentityServices {
  const now = app.config.now;
  const authRepository = new AuthRepository(app.database);
  const customerRepository = new CustomerRepository(app.database);
  const twoFactor = new TwoFactorService(
    new TwoFactorRepository(app.database),
    authRepository,
    app.outbox,
    now,
  );
  return {
    auth: new AuthService(
      authRepository,
      customerRepository,
      twoFactor,
      app.accessTokens,
      app.outbox,
      now,
    ),
    customers: new CustomerService(customerRepository, now),
    twoFactor,
  };
}
