import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { normaliseEmail } from '../customer/repository';

/** What support may see of a customer: no password hash, tokens or secrets. */
export interface SupportCustomer {
  customerId: string;
  email: string;
  pendingEmail: string | null;
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  phoneNumber: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  country: string;
  status: 'active' | 'closed';
  closedAt: Date | null;
  addressConfirmationRequired: boolean;
  accountUpgrade: boolean;
  forcePasswordChange: boolean;
  /** The capability segment the customer is in. */
  segmentName: string;
  createdAt: Date;
}

/** The columns read, named one by one so that nothing secret is ever selected. */
const customerColumns = [
  'id',
  'email',
  'pending_email',
  'firstname',
  'lastname',
  'date_of_birth',
  'phone_number',
  'address',
  'suburb',
  'postcode',
  'state',
  'country',
  'status',
  'closed_at',
  'address_confirmation_required',
  'account_upgrade',
  'force_password_change',
  'segment_name',
  'created_at',
] as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class SupportRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** The customer with this id; null for an unknown id or one that is not a UUID. */
  async findCustomerById(customerId: string): Promise<SupportCustomer | null> {
    if (!uuidPattern.test(customerId)) return null;
    const row = await this.database
      .selectFrom('customers')
      .select(customerColumns)
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row ? customerOf(row) : null;
  }

  /** The customer whose email is exactly this one once trimmed and lower-cased. */
  async findCustomerByEmail(email: string): Promise<SupportCustomer | null> {
    const row = await this.database
      .selectFrom('customers')
      .select(customerColumns)
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    return row ? customerOf(row) : null;
  }

  /** Moves the customer to the segment; the segment they were in, null for an unknown id. */
  async moveToSegment(customerId: string, segmentName: string): Promise<string | null> {
    if (!uuidPattern.test(customerId)) return null;
    const before = await this.database
      .selectFrom('customers')
      .select('segment_name')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return null;
    await this.database
      .updateTable('customers')
      .set({ segment_name: segmentName })
      .where('id', '=', customerId)
      .execute();
    return before.segment_name;
  }

  /** Operator emails by id, for the ids that exist. */
  async findOperatorEmails(operatorIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(operatorIds)].filter((id) => uuidPattern.test(id));
    if (ids.length === 0) return new Map();
    const rows = await this.database
      .selectFrom('operators')
      .select(['id', 'email'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.email]));
  }
}

function customerOf(row: {
  id: string;
  email: string;
  pending_email: string | null;
  firstname: string;
  lastname: string;
  date_of_birth: string;
  phone_number: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  country: string;
  status: string;
  closed_at: Date | null;
  address_confirmation_required: boolean;
  account_upgrade: boolean;
  force_password_change: boolean;
  segment_name: string;
  created_at: Date;
}): SupportCustomer {
  return {
    customerId: row.id,
    email: row.email,
    pendingEmail: row.pending_email,
    firstname: row.firstname,
    lastname: row.lastname,
    dateOfBirth: row.date_of_birth,
    phoneNumber: row.phone_number,
    address: row.address,
    suburb: row.suburb,
    postcode: row.postcode,
    state: row.state,
    country: row.country,
    status: row.status === 'closed' ? 'closed' : 'active',
    closedAt: row.closed_at ? new Date(row.closed_at) : null,
    addressConfirmationRequired: row.address_confirmation_required,
    accountUpgrade: row.account_upgrade,
    forcePasswordChange: row.force_password_change,
    segmentName: row.segment_name,
    createdAt: new Date(row.created_at),
  };
}
