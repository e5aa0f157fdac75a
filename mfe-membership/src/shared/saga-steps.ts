import { call, getContext, type StrictEffect } from 'redux-saga/effects';
import { isApiError, type Bus } from 'shared-kernel';
import { type Customer } from 'shared-kernel/contract/customer';
import { toMoney } from 'shared-kernel/contract/money';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { type MembershipApi } from './membership-api';

export type Effects<Result = void> = Generator<StrictEffect, Result, unknown>;

/** Who is looking and what their segment may do: read before any programme call. */
export interface Access {
  isSignedIn: boolean;
  capabilities: CapabilityName[];
}

export function* accessOf(): Effects<Access> {
  const api = (yield getContext('membership')) as MembershipApi;
  const isSignedIn = api.isSignedIn();
  const capabilities = (yield call(api.whenCapabilitiesKnown)) as CapabilityName[];
  return { isSignedIn, capabilities };
}

export const failureStatusOf = (error: unknown): number | null =>
  isApiError(error) ? error.status : null;

/** The server's sentence for a refusal (409, 422), else the screen's own fallback. */
export function refusalOf(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.isResponse || error.status >= 500) return fallback;
  const message = error.messages.find((candidate) => candidate.message)?.message ?? error.message;
  return message && !message.startsWith('The API responded') ? message : fallback;
}

/**
 * The membership changed (joined, left, unlocked, bought premium): the shell reads the customer
 * again, and with it the navigation's badge.
 */
export function* announceCustomerChanged(): Effects {
  const api = (yield getContext('membership')) as MembershipApi;
  const bus = (yield getContext('bus')) as Bus;
  try {
    const customer = (yield call(api.fetchCustomer)) as Customer;
    const funds = customer.availableFunds ? toMoney(customer.availableFunds) : null;
    bus.publish('customer/changed', {
      customerId: customer.customerId,
      firstname: customer.firstname,
      availableFunds: funds ? funds.amount.toFixed(2) : null,
    });
  } catch {
    // Without a fresh overview the last one announced still names the customer.
    const last = bus.last('customer/changed');
    if (last) bus.publish('customer/changed', { ...last });
  }
}
