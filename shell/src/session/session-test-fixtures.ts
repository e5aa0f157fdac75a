import { type Customer, type LoginResult } from 'shared-kernel/contract/customer';

/** An unsigned JWT carrying customer_id (the shell only reads the payload). */
export function accessTokenFor(customerId: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ customer_id: customerId })}.signature`;
}

export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    customerId: 'c-1',
    customerToken: 'customer-token-1',
    pricingId: 'default',
    segmentName: 'customer',
    brandingRegion: null,
    state: 'NSW',
    firstname: 'Casey',
    lastname: 'Tester',
    email: 'casey@example.com',
    balance: { amount: 12.5, currency: 'AUD' },
    availableFunds: { amount: 12.5, currency: 'AUD' },
    isAuthenticated: true,
    isNewSignup: false,
    isVerified: false,
    forcePasswordChange: false,
    accountUpgrade: false,
    migrationStatus: 'ineligible',
    countryBanned: false,
    countryBannedConfirmationRequired: false,
    addressConfirmationRequired: false,
    emailAddressConfirmationRequired: false,
    ...overrides,
  };
}

export function loginResultFixture(overrides: Partial<Customer> = {}): LoginResult {
  const customer = customerFixture(overrides);
  return {
    accessToken: accessTokenFor(customer.customerId),
    refreshToken: 'refresh-1',
    deviceUuid: 'device-1',
    fingerprint: null,
    customer,
  };
}
