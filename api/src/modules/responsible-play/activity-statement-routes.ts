import { type FastifyPluginCallback } from 'fastify';
import {
  ActivityStatementEnvelopeWire,
  ActivityStatementQueryWire,
  type ActivityStatementTotalsWire,
  type ActivityStatementWire,
} from 'shared-kernel/wire/responsible-play';
import { resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import {
  ActivityStatementService,
  type Statement,
  type StatementAmounts,
} from './activity-statement';
import { PlayBreaksRepository } from './repository';
import { statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';
import { rangeOf } from './statement-periods';

function amountsToWire(amounts: StatementAmounts): ActivityStatementTotalsWire {
  return {
    spent: audMoney(amounts.spentCents),
    deposits: audMoney(amounts.depositsCents),
    prizes: audMoney(amounts.prizesCents),
    withdrawals: audMoney(amounts.withdrawalsCents),
    net: audMoney(amounts.netCents),
  };
}

export function statementToWire(statement: Statement): ActivityStatementWire {
  return {
    interval: statement.interval,
    from: statement.from,
    to: statement.to,
    rows: statement.rows.map((row) => ({
      period_start: row.periodStart,
      period_end: row.periodEnd,
      ...amountsToWire(row),
    })),
    totals: amountsToWire(statement.totals),
  };
}

/**
 * `GET /v2/activity-statement` (interval week or month, from, to, format json, csv or pdf): what
 * the customer spent, deposited, won and withdrew per period, as JSON or as a file to keep.
 */
export const activityStatementRoutes: FastifyPluginCallback = (app, _options, done) => {
  const statements = new ActivityStatementService(app.database);

  app.get<{ Querystring: ActivityStatementQueryWire }>(
    '/v2/activity-statement',
    {
      config: { access: 'customer' },
      schema: {
        querystring: ActivityStatementQueryWire,
        response: responses(ActivityStatementEnvelopeWire),
      },
    },
    async (request, reply) => {
      const { customerId } = customerOf(request);
      const { format = 'json', ...query } = request.query;
      const now = app.config.now();
      const statement = await statements.statementOf(customerId, rangeOf(query, now));
      if (format === 'json') return resultEnvelope(statementToWire(statement));
      const name = `activity-statement-${statement.from}-to-${statement.to}.${format}`;
      void reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store');
      if (format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .send(statementCsv(statement));
      }
      const customerName = await new PlayBreaksRepository(app.database).findName(customerId);
      const pdf = await statementPdf(statement, { name: customerName ?? '', generatedAt: now });
      return reply.header('content-type', 'application/pdf').send(pdf);
    },
  );
  done();
};
