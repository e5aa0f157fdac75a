import { drawTimeZone } from 'shared-kernel/contract/format';

const longDate = new Intl.DateTimeFormat('en-AU', {
  timeZone: drawTimeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const monthYear = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

/** 'Thursday 26 November 2026', in Sydney. */
export function formatDrawDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** 'November 2026'. */
export function formatMonth(year: number, month: number): string {
  return monthYear.format(new Date(Date.UTC(year, month - 1, 1)));
}
