import { type Kysely } from 'kysely';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { CustomerRepository } from '../customer/repository';
import { PlatformRepository } from './repository';
import { PlatformService } from './service';

/**
 * Whether the capability is on for the customer's segment (the default segment's for a visitor or
 * a customer without a known segment, product.md §6).
 */
export async function hasCapability(
  database: Kysely<Database>,
  customerId: string | null,
  capability: CapabilityName,
): Promise<boolean> {
  const customer =
    customerId === null ? null : await new CustomerRepository(database).findById(customerId);
  const capabilities = await new PlatformService(new PlatformRepository(database)).capabilities(
    customer?.segmentName ?? null,
  );
  const segment = capabilities.segments.find(
    (candidate) => candidate.segmentName === capabilities.currentSegment,
  );
  return segment?.capabilities.includes(capability) ?? false;
}

/** 422 `capability_unavailable` with `message` unless the capability is on for the caller. */
export async function requireCapability(
  database: Kysely<Database>,
  customerId: string | null,
  capability: CapabilityName,
  message: string,
): Promise<void> {
  if (!(await hasCapability(database, customerId, capability))) {
    throw new ApiError(422, 'capability_unavailable', message);
  }
}
