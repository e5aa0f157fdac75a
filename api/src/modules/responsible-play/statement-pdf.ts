import PDFDocument from 'pdfkit';
import { DateTime } from 'luxon';
import { audText } from '../ledger/aud-text';
import { type Statement, type StatementAmounts } from './activity-statement';
import { helpLines } from './break-email';
import { statementZone } from './statement-periods';

const columns = ['Period', 'Spent', 'Deposits', 'Prizes', 'Withdrawals', 'Net'];
const columnWidths = [130, 75, 75, 75, 80, 75];
const margin = 48;

const longDay = (day: string) =>
  DateTime.fromISO(day, { zone: statementZone }).setLocale('en-AU').toFormat('d MMM yyyy');

const amountsOf = (amounts: StatementAmounts) =>
  [
    amounts.spentCents,
    amounts.depositsCents,
    amounts.prizesCents,
    amounts.withdrawalsCents,
    amounts.netCents,
  ].map(audText);

/** One line of the table: the first cell left-aligned, the amounts right-aligned. */
function tableRow(document: PDFKit.PDFDocument, cells: string[], bold = false): void {
  const y = document.y;
  let x = margin;
  document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  cells.forEach((cell, index) => {
    const width = columnWidths[index] ?? 75;
    document.text(cell, x, y, { width, align: index === 0 ? 'left' : 'right', lineBreak: false });
    x += width;
  });
  document.moveDown(0.6);
  if (document.y > document.page.height - margin * 2) document.addPage();
}

/**
 * The statement as a PDF (A4, the built-in Helvetica, so nothing is fetched): who it is for, the
 * range, one table row per period, the totals, and where to get help.
 */
export function statementPdf(
  statement: Statement,
  customer: { name: string; generatedAt: Date },
): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: 'Activity statement', Author: 'Lotto Shop' },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('Helvetica-Bold').fontSize(18).text('Activity statement');
  document.moveDown(0.3);
  document.font('Helvetica').fontSize(10);
  document.text(`For ${customer.name}`);
  document.text(
    `${longDay(statement.from)} to ${longDay(statement.to)}, by ${statement.interval} (Sydney time)`,
  );
  document.text(
    `Prepared ${DateTime.fromJSDate(customer.generatedAt, { zone: statementZone })
      .setLocale('en-AU')
      .toFormat('d MMMM yyyy, h:mm a')}. Net is prizes less spent.`,
  );
  document.moveDown();

  tableRow(document, columns, true);
  for (const row of statement.rows) {
    const period =
      row.periodStart === row.periodEnd
        ? longDay(row.periodStart)
        : `${longDay(row.periodStart)} – ${longDay(row.periodEnd)}`;
    tableRow(document, [period, ...amountsOf(row)]);
  }
  tableRow(document, ['Total', ...amountsOf(statement.totals)], true);

  document.moveDown(2);
  document
    .font('Helvetica')
    .fontSize(9)
    .text(helpLines, margin, document.y, {
      width: columnWidths.reduce((sum, width) => sum + width, 0),
    });
  document.end();
  return finished;
}
