import { useId, type ReactNode } from 'react';
import { useTranslation } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { type RecurringAttempt } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
import { outcomeText } from './recurring-text';

/** Terms and their values, in the order given; a null value leaves its term out. */
export function FactList({
  facts,
  label,
}: {
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  label?: string;
}) {
  return (
    <dl className="recurring-facts" aria-label={label}>
      {facts.map(([term, value]) =>
        value === null ? null : (
          <div key={term} className="recurring-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}

/** The last draws the purchase was tried for, newest first: bought, skipped or failed, and why. */
export function RecentDraws({ attempts }: { attempts: readonly RecurringAttempt[] }) {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  const columns = {
    draw: t('account_play.column_draw'),
    date: t('account_play.column_date'),
    outcome: t('account_play.column_outcome'),
    reason: t('account_play.column_reason'),
  };
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>{t('account_play.recent_draws_heading')}</h2>
      {attempts.length === 0 ? (
        <p>{t('account_play.recent_draws_none')}</p>
      ) : (
        <div className="recurring-table">
          {/* Roles are stated: a phone shows the rows as blocks, which must stay a table. */}
          <table role="table" aria-labelledby={headingId}>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  {columns.draw}
                </th>
                <th role="columnheader" scope="col">
                  {columns.date}
                </th>
                <th role="columnheader" scope="col">
                  {columns.outcome}
                </th>
                <th role="columnheader" scope="col">
                  {columns.reason}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {attempts.map((attempt) => (
                <tr key={attempt.drawNo} role="row">
                  <th role="rowheader" scope="row" data-label={columns.draw}>
                    {attempt.drawNo}
                  </th>
                  <td role="cell" data-label={columns.date}>
                    {attempt.drawDate ? formatDrawDate(attempt.drawDate) : '—'}
                  </td>
                  <td role="cell" data-label={columns.outcome}>
                    {outcomeText(t, attempt.outcome)}
                  </td>
                  <td role="cell" data-label={columns.reason}>
                    {attempt.reason ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
