import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';

/** Draw times read in Sydney's time, as the shop shows them everywhere. */
const drawZone = 'Australia/Sydney';
const margin = 48;
const columnWidths = [80, 200, 200];

export interface CalendarDraw {
  drawNo: number;
  /** When sales close. */
  stop: Date;
  /** When the numbers are drawn; null when not scheduled yet. */
  drawAt: Date | null;
}

export interface SubscriptionCalendar {
  title: string;
  offerName: string;
  draws: CalendarDraw[];
  generatedAt: Date;
}

const when = (at: Date) =>
  DateTime.fromJSDate(at, { zone: drawZone }).setLocale('en-AU').toFormat('ccc d MMM yyyy, h:mm a');

function row(document: PDFKit.PDFDocument, cells: string[], bold = false): void {
  const y = document.y;
  let x = margin;
  document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  cells.forEach((cell, index) => {
    const width = columnWidths[index] ?? 150;
    document.text(cell, x, y, { width, lineBreak: false });
    x += width;
  });
  document.moveDown(0.7);
  if (document.y > document.page.height - margin * 2) document.addPage();
}

/**
 * A recurring purchase's calendar as a PDF (A4, the built-in Helvetica, so nothing is fetched):
 * the upcoming draws it plays, with when sales close and when each is drawn.
 */
export function subscriptionCalendarPdf(calendar: SubscriptionCalendar): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: `${calendar.title} calendar`, Author: 'Lotto Shop' },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.font('Helvetica-Bold').fontSize(18).text(`${calendar.offerName} draw calendar`);
  document.moveDown(0.3);
  document
    .font('Helvetica')
    .fontSize(10)
    .text(`${calendar.title}. Times are Sydney time. Made ${when(calendar.generatedAt)}.`);
  document.moveDown();
  if (calendar.draws.length === 0) {
    document.text('No upcoming draws are scheduled yet.');
  } else {
    row(document, ['Draw', 'Sales close', 'Drawn'], true);
    for (const draw of calendar.draws) {
      row(document, [
        String(draw.drawNo),
        when(draw.stop),
        draw.drawAt ? when(draw.drawAt) : 'To be announced',
      ]);
    }
  }
  document.end();
  return finished;
}
