import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { SegmentRepository } from '../platform/segment-repository';
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
  /** Every segment the customer may be moved to. */
  segmentNames: string[];
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
    const segmentNames = (await new SegmentRepository(this.database).findAll()).map(
      (segment) => segment.segmentName,
    );
    return { customer, verification, changes, segmentNames };
  }

  /**
   * Moves the customer to another capability segment, recorded in their change log with the
   * operator; false for an unknown customer.
   */
  async moveToSegment(
    customerId: string,
    segmentName: string,
    operatorId: string,
  ): Promise<boolean> {
    if ((await new SegmentRepository(this.database).findByName(segmentName)) === null) {
      throw new ApiError(422, 'segment_not_found', `There is no segment named ${segmentName}.`);
    }
    return this.database.transaction().execute(async (transaction) => {
      const before = await new SupportRepository(transaction).moveToSegment(
        customerId,
        segmentName,
      );
      if (before === null) return false;
      if (before !== segmentName) {
        await new CustomerChanges(transaction).record(customerId, {
          kind: 'segment',
          actor: { kind: 'operator', operatorId },
          changes: { segment: { from: before, to: segmentName } },
        });
      }
      return true;
    });
  }
}
