import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { type CustomerChange, CustomerChanges } from '../customer/changes';
import { customerVerificationOf } from '../verification/service';
import { type SupportCustomer, SupportRepository } from './repository';

/** How many of the latest changes the customer page shows. */
export const changesShownMax = 100;

/** One entry of the change log, with who made it as support reads it. */
export interface ChangeEntry {
  kind: CustomerChange['kind'];
  /** "customer", "operator <email>" or "system". */
  who: string;
  changes: Record<string, unknown>;
  createdAt: Date;
}

export interface CustomerView {
  customer: SupportCustomer;
  verification: Awaited<ReturnType<typeof customerVerificationOf>>;
  changes: ChangeEntry[];
}

/** Support's read-only view of customers: found by exact email, opened by id. */
export class SupportService {
  private readonly repository: SupportRepository;

  constructor(private readonly database: Kysely<Database>) {
    this.repository = new SupportRepository(database);
  }

  findByEmail(email: string): Promise<SupportCustomer | null> {
    return this.repository.findCustomerByEmail(email);
  }

  /** The customer, verification and latest changes; null for an unknown or malformed id. */
  async view(customerId: string): Promise<CustomerView | null> {
    const customer = await this.repository.findCustomerById(customerId);
    if (customer === null) return null;
    const verification = await customerVerificationOf(this.database, customer.customerId);
    const latest = await new CustomerChanges(this.database).latestOf(
      customer.customerId,
      changesShownMax,
    );
    const operatorEmails = await this.repository.findOperatorEmails(
      latest.flatMap((change) =>
        change.actor.kind === 'operator' ? [change.actor.operatorId] : [],
      ),
    );
    const changes = latest.map(({ kind, actor, changes, createdAt }) => ({
      kind,
      who:
        actor.kind === 'operator'
          ? `operator ${operatorEmails.get(actor.operatorId) ?? '(removed)'}`
          : actor.kind,
      changes,
      createdAt,
    }));
    return { customer, verification, changes };
  }
}
