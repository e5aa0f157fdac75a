import { clientOf, type CallOptions } from '../call';
import { type Customer } from './model';

// The signed-in customer (api.md §7.3): overview, closing the account, migration.

/** GET /v2/customer: the signed-in customer's overview. */
export async function fetchCustomerOverview(options: CallOptions = {}): Promise<Customer> {
  const response = await clientOf(options).request<Customer>({
    path: '/customer',
    cache: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.result;
}

/** DELETE /v2/customer (form): closes the account; the caller then logs out. */
export async function closeAccount(
  input: { password: string },
  options: CallOptions = {},
): Promise<void> {
  const body: Record<string, string> = { password: input.password };
  await clientOf(options).request({
    method: 'DELETE',
    path: '/customer',
    mode: 'form',
    body,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** POST /v2/migration/migrate: answers 202 while the migration runs and 200 once it is done. */
export async function migrateCustomer(options: CallOptions = {}): Promise<number> {
  const response = await clientOf(options).request({
    method: 'POST',
    path: '/migration/migrate',
    body: {},
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.status;
}
