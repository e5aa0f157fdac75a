import { type FastifyRequest } from 'fastify';
import { type Kysely } from 'kysely';
import { type CapabilityName, grantedCapabilities } from 'shared-kernel/contract/platform';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { CustomerRepository } from '../customer/repository';
import { capabilityUnavailableMessages } from './capability-messages';
import { PlatformRepository } from './repository';
import { PlatformService } from './service';

/**
 * The capabilities of the customer's segment (the default segment's for a visitor or a customer
 * without a known segment, product.md §6).
 */
export async function capabilitiesOfCustomer(
  database: Kysely<Database>,
  customerId: string | null,
): Promise<CapabilityName[]> {
  const customer =
    customerId === null ? null : await new CustomerRepository(database).findById(customerId);
  const capabilities = await new PlatformService(new PlatformRepository(database)).capabilities(
    customer?.segmentName ?? null,
  );
  return grantedCapabilities(capabilities, capabilities.currentSegment);
}

// One look-up per request however many checks read it: the segments are few and small.
const grantedByRequest = new WeakMap<FastifyRequest, Promise<CapabilityName[]>>();

/** The capabilities granted to the request's caller, read once per request. */
export function grantedCapabilitiesOf(request: FastifyRequest): Promise<CapabilityName[]> {
  let granted = grantedByRequest.get(request);
  if (granted === undefined) {
    granted = capabilitiesOfCustomer(request.server.database, request.customer?.customerId ?? null);
    grantedByRequest.set(request, granted);
  }
  return granted;
}

/**
 * 422 `capability_unavailable` unless the capability is on for the customer: for a check that
 * depends on what is asked (joining premium), which a route cannot declare.
 */
export async function requireCapability(
  database: Kysely<Database>,
  customerId: string | null,
  capability: CapabilityName,
): Promise<void> {
  if (!(await capabilitiesOfCustomer(database, customerId)).includes(capability)) {
    throw new ApiError(422, 'capability_unavailable', capabilityUnavailableMessages[capability]);
  }
}
