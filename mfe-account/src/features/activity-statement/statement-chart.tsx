import {
  type ActivityStatementInterval,
  type ActivityStatementRow,
} from 'shared-kernel/contract/responsible-play';
import { useTranslation } from 'remote-kit';
import { accountTexts } from 'shared-kernel/contract/texts';
import { periodLabel, statementMoney } from './statement-text';

// The chart's own units (the SVG scales to the width it is given).
const chartWidth = 600;
const chartHeight = 240;
const axisHeight = 28;
const topSpace = 24;
const labelSpaceMin = 80;

/**
 * Spent and prizes per period as pairs of bars. A picture only: the table under it carries the
 * same figures for assistive technology and for reading exact amounts.
 */
export function StatementChart({
  rows,
  interval,
}: {
  rows: readonly ActivityStatementRow[];
  interval: ActivityStatementInterval;
}) {
  const { t } = useTranslation(accountTexts);
  const highest = Math.max(...rows.flatMap((row) => [row.spent.amount, row.prizes.amount]), 0);
  // Nothing to draw: bars of nothing would only look broken.
  if (highest === 0) return <p>{t('account.statement_nothing_to_chart')}</p>;
  const scaleTop = highest;
  const plotHeight = chartHeight - axisHeight - topSpace;
  const groupWidth = chartWidth / rows.length;
  const barWidth = Math.min(28, groupWidth * 0.36);
  // Labels that would overlap are thinned out (every 2nd, 4th… period).
  const labelEvery = Math.ceil(labelSpaceMin / groupWidth);
  const heightOf = (amount: number) => Math.max(0, (amount / scaleTop) * plotHeight);
  const baseline = topSpace + plotHeight;
  return (
    <figure className="statement-chart">
      <svg
        viewBox={`0 0 ${chartWidth} ${chartHeight}`}
        role="img"
        aria-label={
          interval === 'month'
            ? t('account.statement_chart_label_monthly')
            : t('account.statement_chart_label_weekly')
        }
      >
        <line
          className="statement-chart__axis"
          x1={0}
          x2={chartWidth}
          y1={topSpace}
          y2={topSpace}
        />
        <text className="statement-chart__scale" x={4} y={topSpace - 6}>
          {statementMoney({ amount: highest, currency: rows[0]?.spent.currency ?? 'AUD' })}
        </text>
        <line
          className="statement-chart__axis"
          x1={0}
          x2={chartWidth}
          y1={baseline}
          y2={baseline}
        />
        {rows.map((row, index) => {
          const centre = groupWidth * index + groupWidth / 2;
          const spentHeight = heightOf(row.spent.amount);
          const prizesHeight = heightOf(row.prizes.amount);
          return (
            <g key={row.periodStart}>
              <rect
                className="statement-chart__spent"
                x={centre - barWidth - 1}
                y={baseline - spentHeight}
                width={barWidth}
                height={spentHeight}
              />
              <rect
                className="statement-chart__prizes"
                x={centre + 1}
                y={baseline - prizesHeight}
                width={barWidth}
                height={prizesHeight}
              />
              {index % labelEvery === 0 ? (
                <text
                  className="statement-chart__label"
                  x={centre}
                  y={chartHeight - 6}
                  textAnchor="middle"
                >
                  {periodLabel(row, interval)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="statement-chart__legend">
        <span className="statement-chart__key statement-chart__key--spent">
          {t('account.statement_spent')}
        </span>
        <span className="statement-chart__key statement-chart__key--prizes">
          {t('account.statement_prizes')}
        </span>
      </figcaption>
    </figure>
  );
}
