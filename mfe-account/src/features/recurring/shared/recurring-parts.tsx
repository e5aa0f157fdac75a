import { useId, type ReactNode } from 'react';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { type RecurringAttempt } from 'shared-kernel/contract/recurring';
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
  return (
    <section aria-labelledby={headingId} className="recurring-section">
      <h2 id={headingId}>Recent draws</h2>
      {attempts.length === 0 ? (
        <p>No draws yet.</p>
      ) : (
        <div className="recurring-table">
          {/* Roles are stated: a phone shows the rows as blocks, which must stay a table. */}
          <table role="table" aria-labelledby={headingId}>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  Draw
                </th>
                <th role="columnheader" scope="col">
                  Date
                </th>
                <th role="columnheader" scope="col">
                  Outcome
                </th>
                <th role="columnheader" scope="col">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {attempts.map((attempt) => (
                <tr key={attempt.drawNo} role="row">
                  <th role="rowheader" scope="row" data-label="Draw">
                    {attempt.drawNo}
                  </th>
                  <td role="cell" data-label="Date">
                    {attempt.drawDate ? formatDrawDate(attempt.drawDate) : '—'}
                  </td>
                  <td role="cell" data-label="Outcome">
                    {outcomeText(attempt.outcome)}
                  </td>
                  <td role="cell" data-label="Reason">
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
