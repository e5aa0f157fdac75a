import { formatCurrency } from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import {
  type ActivityStatementInterval,
  type ActivityStatementRow,
} from 'shared-kernel/contract/responsible-play';

/** Calendar days (`YYYY-MM-DD`) are written as they are: no time zone moves them. */
const asCalendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

const monthAndYear = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});
const shortMonth = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', month: 'short' });
const dayAndMonth = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
});
const fullDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 'November 2026', or '23 Nov – 29 Nov 2026' for a week. */
export function periodText(row: ActivityStatementRow, interval: ActivityStatementInterval): string {
  const start = asCalendarDay(row.periodStart);
  if (interval === 'month') return monthAndYear.format(start);
  return `${dayAndMonth.format(start)} – ${fullDay.format(asCalendarDay(row.periodEnd))}`;
}

/** 'Nov', or '23 Nov' for a week: the chart's axis. */
export function periodLabel(
  row: ActivityStatementRow,
  interval: ActivityStatementInterval,
): string {
  const start = asCalendarDay(row.periodStart);
  return interval === 'month' ? shortMonth.format(start) : dayAndMonth.format(start);
}

export const statementMoney = (money: Money) => formatCurrency(money.amount, money.currency);
