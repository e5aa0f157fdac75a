import { type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import {
  transactionDayFormatMessage,
  transactionDayOrderMessage,
} from 'shared-kernel/contract/transactions';
import { type TransactionTypeWire } from 'shared-kernel/wire/transactions';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import {
  type TransactionCriteria,
  type TransactionLine,
  TransactionRepository,
} from './repository';

export type { TransactionLine } from './repository';

/** The filter's days are the customer's: Australian days, as the shop shows its dates. */
const filterTimeZone = 'Australia/Sydney';

/** The filter as the request gives it: a type, and the days from and to (both included). */
export interface TransactionFilter {
  type?: TransactionTypeWire;
  from?: string;
  to?: string;
}

function startOfDay(day: string, field: 'from' | 'to'): DateTime {
  const start = DateTime.fromISO(day, { zone: filterTimeZone }).startOf('day');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !start.isValid) {
    throw new ApiError(422, 'validation_failed', 'The request is not valid.', {
      [field]: [transactionDayFormatMessage],
    });
  }
  return start;
}

/** The instants of the filter's days; 422 for a day that does not exist or `to` before `from`. */
export function criteriaOf(filter: TransactionFilter): TransactionCriteria {
  const from = filter.from === undefined ? undefined : startOfDay(filter.from, 'from');
  const to = filter.to === undefined ? undefined : startOfDay(filter.to, 'to');
  if (from && to && to < from) {
    throw new ApiError(422, 'validation_failed', 'The request is not valid.', {
      to: [transactionDayOrderMessage],
    });
  }
  return {
    ...(filter.type ? { type: filter.type } : {}),
    ...(from ? { from: from.toJSDate() } : {}),
    ...(to ? { before: to.plus({ days: 1 }).toJSDate() } : {}),
  };
}

/** The customer's transactions: every movement of their wallet and promo credit, from the ledger. */
export class TransactionService {
  private readonly repository: TransactionRepository;

  constructor(database: Kysely<Database>) {
    this.repository = new TransactionRepository(database);
  }

  async pageOf(
    customerId: string,
    filter: TransactionFilter,
    page: { limit: number; offset: number },
  ): Promise<{ lines: TransactionLine[]; total: number }> {
    const criteria = criteriaOf(filter);
    const [lines, total] = await Promise.all([
      this.repository.findLines(customerId, criteria, page),
      this.repository.countLines(customerId, criteria),
    ]);
    return { lines, total };
  }

  /** Every line of the filter, newest first (the CSV download). */
  allOf(customerId: string, filter: TransactionFilter): Promise<TransactionLine[]> {
    return this.repository.findLines(customerId, criteriaOf(filter), null);
  }
}
