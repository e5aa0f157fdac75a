import { type Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as platform from './migrations/0001-platform';
import * as catalog from './migrations/0002-catalog';
import * as identity from './migrations/0003-identity';
import * as cartCustomersAndVouchers from './migrations/0004-cart-customers-and-vouchers';
import * as ledgerAndPayments from './migrations/0005-ledger-and-payments';
import * as catalogDays from './migrations/0006-catalog-days';
import * as paypalDeposits from './migrations/0007-paypal-deposits';
import * as scheduledPurchases from './migrations/0008-scheduled-purchases';
import * as secretsAndOperators from './migrations/0009-secrets-and-operators';
import * as depositRecovery from './migrations/0010-deposit-recovery';
import * as signInAttempts from './migrations/0011-sign-in-attempts';
import * as orderReferences from './migrations/0012-order-references';
import * as operatorBalances from './migrations/0013-operator-balances';
import * as customerChanges from './migrations/0014-customer-changes';
import * as customerAccountDetails from './migrations/0015-customer-account-details';
import * as ticketResults from './migrations/0018-ticket-results';
import * as communicationPreferences from './migrations/0016-communication-preferences';
import * as identityVerification from './migrations/0017-identity-verification';
import * as withdrawals from './migrations/0019-withdrawals';
import * as bankAndPayPalAccounts from './migrations/0020-bank-and-paypal-accounts';
import * as depositMethods from './migrations/0021-deposit-methods';
import * as drawEngine from './migrations/0022-draw-engine';
import * as responsiblePlay from './migrations/0023-responsible-play';
import * as recurringManagement from './migrations/0024-recurring-management';
import * as releaseRevisions from './migrations/0025-release-revisions';
import * as releaseEnvironmentsOfOperators from './migrations/0026-release-environments-of-operators';
import * as membership from './migrations/0027-membership';
import * as giveawayDraws from './migrations/0028-giveaway-draws';
import * as lottoParty from './migrations/0029-lotto-party';
import * as segments from './migrations/0030-segments';
import * as markets from './migrations/0031-markets';
import * as clientEventCustomers from './migrations/0032-client-event-customers';
import * as supportChatAndAnalytics from './migrations/0034-support-chat-and-analytics';
import * as notificationCards from './migrations/0033-notification-cards';

/** Every migration, in order. Names sort by their number; never rename or edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '0001-platform': platform,
  '0002-catalog': catalog,
  '0003-identity': identity,
  '0004-cart-customers-and-vouchers': cartCustomersAndVouchers,
  '0005-ledger-and-payments': ledgerAndPayments,
  '0006-catalog-days': catalogDays,
  '0007-paypal-deposits': paypalDeposits,
  '0008-scheduled-purchases': scheduledPurchases,
  '0009-secrets-and-operators': secretsAndOperators,
  '0010-deposit-recovery': depositRecovery,
  '0011-sign-in-attempts': signInAttempts,
  '0012-order-references': orderReferences,
  '0013-operator-balances': operatorBalances,
  '0014-customer-changes': customerChanges,
  '0015-customer-account-details': customerAccountDetails,
  '0018-ticket-results': ticketResults,
  '0016-communication-preferences': communicationPreferences,
  '0017-identity-verification': identityVerification,
  '0019-withdrawals': withdrawals,
  '0020-bank-and-paypal-accounts': bankAndPayPalAccounts,
  '0021-deposit-methods': depositMethods,
  '0022-draw-engine': drawEngine,
  '0023-responsible-play': responsiblePlay,
  '0024-recurring-management': recurringManagement,
  '0025-release-revisions': releaseRevisions,
  '0026-release-environments-of-operators': releaseEnvironmentsOfOperators,
  '0027-membership': membership,
  '0028-giveaway-draws': giveawayDraws,
  '0029-lotto-party': lottoParty,
  '0030-segments': segments,
  '0031-markets': markets,
  '0032-client-event-customers': clientEventCustomers,
  '0034-support-chat-and-analytics': supportChatAndAnalytics,
  '0033-notification-cards': notificationCards,
};

/** Applies the migrations the database has not seen yet; returns their names. */
export async function migrateToLatest<Schema>(database: Kysely<Schema>): Promise<string[]> {
  const migrator = new Migrator({
    db: database,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Database migration ${failed ?? ''} failed: ${reason}`, {
      cause: error,
    });
  }
  return results
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
