import PDFDocument from 'pdfkit';
import { paperFonts } from './fonts.ts';

// The page every paper is drawn on: A4, one font in two weights, the title block, the parties, a list of facts, a
// table that carries on to the next page, and a footer with the page numbers. The papers' own files say what.

const MARGIN = 50;
const FOOTER_SPACE = 40;
const INK = '#1f2328';
const MUTED = '#59636e';
const RULE = '#d0d7de';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export interface Page {
  doc: PDFKit.PDFDocument;
  /** The width between the margins. */
  width: number;
}

/** Draws a paper and answers its bytes. `footer(page, pages)` is each page's last line. */
export const renderPdf = (
  meta: { title: string; lang: string },
  draw: (page: Page) => void,
  footer: (page: number, pages: number) => string,
): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: meta.lang,
    info: { Title: meta.title },
    displayTitle: true,
  });
  const fonts = paperFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular').fontSize(10).fillColor(INK);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw({ doc, width: doc.page.width - 2 * MARGIN });
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // below the bottom margin: lifted for the line, or pdfkit would start a page for it
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(footer(index + 1, range.count), MARGIN, doc.page.height - MARGIN + 10, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
};

/** The product's name on the left, the paper's title on the right, a rule under both. */
export const titleBlock = (page: Page, product: string, title: string) => {
  const { doc } = page;
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(MUTED)
    .text(product, MARGIN, top, { width: page.width / 2 });
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(title, MARGIN + page.width / 2, top - 4, { width: page.width / 2, align: 'right' });
  doc.y = Math.max(doc.y, top + 28);
  rule(page);
};

export const rule = (page: Page) => {
  const { doc } = page;
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + page.width, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.5);
};

/** Two blocks side by side, each a heading and its lines (empty lines left out). */
export const parties = (page: Page, left: { heading: string; lines: string[] }, right: typeof left) => {
  const { doc } = page;
  const top = doc.y;
  const column = (block: typeof left, x: number) => {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(block.heading, x, top, { width: page.width / 2 - 10 });
    doc.font('regular').fontSize(10).fillColor(INK);
    for (const line of block.lines.filter((text) => text.trim() !== '')) {
      doc.text(line, x, doc.y, { width: page.width / 2 - 10 });
    }
    return doc.y;
  };
  const leftEnd = column(left, MARGIN);
  const rightEnd = column(right, MARGIN + page.width / 2 + 10);
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, rightEnd);
  rule(page);
};

/** Label and value pairs, one a line. */
export const facts = (page: Page, rows: [string, string][]) => {
  const { doc } = page;
  const labelWidth = 150;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
    const labelEnd = doc.y;
    doc.fillColor(INK).text(value, MARGIN + labelWidth, y, { width: page.width - labelWidth });
    doc.y = Math.max(labelEnd, doc.y) + 2;
  }
  doc.x = MARGIN;
  rule(page);
};

/** A paragraph across the page. */
export const paragraph = (page: Page, text: string, options: { bold?: boolean; size?: number } = {}) => {
  const { doc } = page;
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 10)
    .fillColor(INK)
    .text(text, MARGIN, doc.y, { width: page.width });
  doc.moveDown(0.4);
};

/** A boxed notice (the pro-forma's "not a receipt"). */
export const notice = (page: Page, text: string) => {
  const { doc } = page;
  doc.font('bold').fontSize(11);
  const height = doc.heightOfString(text, { width: page.width - 16 }) + 12;
  const y = doc.y;
  doc.rect(MARGIN, y, page.width, height).lineWidth(1).strokeColor('#cf222e').stroke();
  doc.fillColor('#cf222e').text(text, MARGIN + 8, y + 6, { width: page.width - 16 });
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.y = y + height + 8;
};

const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom - FOOTER_SPACE;

/**
 * A table: a header row (drawn again on each page it carries on to), then the rows; `strong` rows (totals) are
 * bold above a rule. Each row is as tall as its tallest cell.
 */
export const table = (page: Page, columns: Column[], rows: { cells: string[]; strong?: boolean }[]) => {
  const { doc } = page;
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(9);
    return (
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 6 }))) + 6
    );
  };
  const drawRow = (cells: string[], font: string, color: string) => {
    const y = doc.y;
    const height = rowHeight(cells, font);
    let x = MARGIN;
    doc.font(font).fontSize(9).fillColor(color);
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, x + 3, y + 3, { width: column.width - 6, align: column.align ?? 'left' });
      x += column.width;
    });
    doc.y = y + height;
    doc.x = MARGIN;
  };
  const header = () => {
    drawRow(
      columns.map((column) => column.header),
      'bold',
      MUTED,
    );
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + page.width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };
  header();
  for (const row of rows) {
    const font = row.strong ? 'bold' : 'regular';
    if (doc.y + rowHeight(row.cells, font) > bottomOf(doc)) {
      doc.addPage();
      header();
    }
    if (row.strong) {
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + page.width, doc.y)
        .lineWidth(0.5)
        .strokeColor(INK)
        .stroke();
    }
    drawRow(row.cells, font, INK);
  }
  doc.moveDown(0.5);
};
