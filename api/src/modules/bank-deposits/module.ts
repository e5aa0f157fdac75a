import { type FastifyInstance } from 'fastify';
import { bankDepositOpsRoutes } from './ops-routes';
import { bankDepositRoutes } from './routes';
import { BankDepositsService } from './service';

/**
 * Bank deposits: the customer's calls (`POST /v2/funds/{bd|bp|td|dd}/deposit`) and the operator
 * page `/ops/deposits`, the bank-feed port's built-in adapter.
 */
export async function registerBankDeposits(app: FastifyInstance): Promise<BankDepositsService> {
  const bankDeposits = new BankDepositsService(app.database, app.config.now);
  await app.register(bankDepositRoutes, { bankDeposits });
  await app.register(bankDepositOpsRoutes, { bankDeposits });
  return bankDeposits;
}
