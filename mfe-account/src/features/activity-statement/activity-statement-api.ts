import { getSession } from 'shared-kernel';
import {
  type CommunicationPreferences,
  fetchCommunicationPreferences,
  updateCommunicationPreferences,
} from 'shared-kernel/contract/communication-preferences';
import {
  type ActivityStatement,
  type ActivityStatementQuery,
  fetchActivityStatement,
  fetchActivityStatementFile,
  monthlyStatementPreference,
} from 'shared-kernel/contract/responsible-play';

export type StatementFileFormat = 'csv' | 'pdf';

/** The statement's calls; tests pass their own. */
export interface ActivityStatementApi {
  fetchStatement: (query: ActivityStatementQuery) => Promise<ActivityStatement>;
  /** A link to the statement as a file, fetched with the customer's authorisation. */
  fetchStatementFile: (
    query: ActivityStatementQuery,
    format: StatementFileFormat,
  ) => Promise<string>;
  /** Whether the monthly statement email is on; null when the services do not offer it. */
  fetchMonthlyStatementEmail: () => Promise<boolean | null>;
  /** Turns the monthly statement email on or off; answers whether it is on. */
  saveMonthlyStatementEmail: (isEnabled: boolean) => Promise<boolean>;
}

function signedInCustomerId(): string {
  const { customerId } = getSession();
  if (!customerId) throw new Error('Nobody is signed in');
  return customerId;
}

function monthlyStatementOf(preferences: CommunicationPreferences): boolean | null {
  const option = preferences.options?.find(
    (item) =>
      item.channel === monthlyStatementPreference.channel &&
      item.id === monthlyStatementPreference.id,
  );
  return option ? option.enabled : null;
}

export const kernelActivityStatementApi: ActivityStatementApi = {
  fetchStatement: (query) => fetchActivityStatement(query),
  fetchStatementFile: (query, format) => fetchActivityStatementFile(query, format),
  fetchMonthlyStatementEmail: async () =>
    monthlyStatementOf(await fetchCommunicationPreferences(signedInCustomerId())),
  saveMonthlyStatementEmail: async (isEnabled) => {
    const { channel, id } = monthlyStatementPreference;
    const saved = await updateCommunicationPreferences(signedInCustomerId(), {
      [channel]: { [id]: isEnabled },
    });
    return monthlyStatementOf(saved) ?? isEnabled;
  },
};
