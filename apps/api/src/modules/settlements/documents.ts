import type { PDFFont, PDFPage } from 'pdf-lib';
import { serverT, type PageLanguage } from '../../i18n/server-i18n';
import { defaultFeeCategory } from './fees';
import type { SettlementLineRow, SettlementPeriodRow } from './repository';

/** A month of one store, as its documents show it. */
export interface PeriodDocument {
  storeCode: string;
  storeName: string;
  /** `YYYY-MM`. */
  period: string;
  totals: SettlementPeriodRow;
  /** The statement's lines (none for the invoice). */
  lines: readonly SettlementLineRow[];
  issuedAt: Date;
}

/** The commission of a month per category and rate. */
export interface CategoryFee {
  categoryCode: string;
  rateBps: number;
  gross: number;
  commission: number;
}

const mm = 72 / 25.4;
/** A4, portrait. */
const pageSize: [number, number] = [210 * mm, 297 * mm];
const margin = 16 * mm;

/** The standard PDF fonts speak WinAnsi only: anything else prints as '?', never as an error. */
const printable = (text: string) => text.normalize('NFKD').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** Rupiah as the pages write it: `Rp1.234.567` in Indonesian, `Rp1,234,567` in English. */
export const rupiahIn = (language: PageLanguage) => (value: number) =>
  `${value < 0 ? '-' : ''}Rp${Math.abs(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, language === 'id' ? '.' : ',')}`;

const localeOf = (language: PageLanguage) => (language === 'id' ? 'id-ID' : 'en-GB');

/** `2026-11` → `November 2026` / `November 2026` in the language's month names. */
export function periodName(period: string, language: PageLanguage): string {
  const [year, month] = period.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

const wibDay = (at: Date, language: PageLanguage) =>
  new Intl.DateTimeFormat(localeOf(language), { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'short', year: 'numeric' }).format(at);

/** The invoice's number: one per store and month. */
export const invoiceNumberOf = (storeCode: string, period: string) => `INV/STL/${storeCode}/${period.replace('-', '')}`;

interface Column {
  header: string;
  width: number;
  align?: 'right';
}

/** A document of A4 pages: a heading, lines of text and tables that continue on a new page, each page numbered. */
async function newDocument(language: PageLanguage, title: string) {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Seller Center');
  pdf.setLanguage(language);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const black = rgb(0, 0, 0);
  const grey = rgb(0.35, 0.35, 0.35);
  const width = pageSize[0] - 2 * margin;
  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;

  const newPage = () => {
    page = pdf.addPage(pageSize);
    y = pageSize[1] - margin;
  };
  const text = (value: string, options: { size?: number; font?: PDFFont; x?: number; color?: typeof black } = {}) => {
    const size = options.size ?? 9;
    if (y - size - 3 < margin) newPage();
    y -= size + 3;
    page.drawText(printable(value), { x: options.x ?? margin, y, size, font: options.font ?? regular, color: options.color ?? black });
  };
  const gap = (points = 6) => {
    y -= points;
  };
  const rule = () => {
    y -= 3;
    page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.5, color: grey });
    y -= 2;
  };
  /** A row of cells; the widths are fractions of the page's width. */
  const row = (columns: readonly Column[], cells: readonly string[], font: PDFFont = regular, size = 8) => {
    if (y - size - 4 < margin) newPage();
    y -= size + 4;
    let x = margin;
    columns.forEach((column, index) => {
      const room = column.width * width - 4;
      let cell = printable(cells[index] ?? '');
      while (cell.length > 1 && font.widthOfTextAtSize(cell, size) > room) cell = cell.slice(0, -1);
      const cellWidth = font.widthOfTextAtSize(cell, size);
      page.drawText(cell, { x: column.align === 'right' ? x + room - cellWidth : x, y, size, font, color: black });
      x += column.width * width;
    });
  };
  /** A table: its header again at the top of every page it continues on. */
  const table = (columns: readonly Column[], rows: readonly (readonly string[])[], footer?: readonly string[]) => {
    const header = () => {
      row(
        columns,
        columns.map((column) => column.header),
        bold,
      );
      rule();
    };
    header();
    for (const cells of rows) {
      if (y - 12 < margin) {
        newPage();
        header();
      }
      row(columns, cells);
    }
    if (footer) {
      rule();
      row(columns, footer, bold);
    }
  };
  const finish = async (pageLabel: (index: number, count: number) => string) => {
    const pages = pdf.getPages();
    pages.forEach((each, index) => {
      const label = printable(pageLabel(index + 1, pages.length));
      each.drawText(label, { x: margin + width - regular.widthOfTextAtSize(label, 7), y: margin / 2, size: 7, font: regular, color: grey });
    });
    return pdf.save();
  };
  return { text, gap, rule, table, finish, bold, regular, grey };
}

const percent = (bps: number, language: PageLanguage) =>
  `${(bps / 100).toLocaleString(localeOf(language), { minimumFractionDigits: 0, maximumFractionDigits: 2 })}%`;

/**
 * The month's invoice of the marketplace's fees: commission by category and rate, the shipping subsidy and the ads
 * deductions, deducted from the orders' settlements (nothing is left to pay). pdf-lib is loaded on the first document.
 */
export async function feeInvoicePdf(
  document: PeriodDocument,
  fees: { categories: readonly CategoryFee[]; shippingSubsidy: number; adsDeduction: number },
  language: PageLanguage,
  /** A category's name in the language, null when the catalogue does not know it (its code is printed). */
  categoryName: (code: string) => string | null = () => null,
): Promise<Uint8Array> {
  const t = serverT(language);
  const say = (key: string, values: Record<string, unknown> = {}) => t(`settlement.${key}`, { ...values, interpolation: { escapeValue: false } });
  const money = rupiahIn(language);
  const month = periodName(document.period, language);
  const doc = await newDocument(language, say('invoice.title', { period: month }));
  const categoryFees = fees.categories;
  const commission = categoryFees.reduce((sum, fee) => sum + fee.commission, 0);

  doc.text(say('invoice.heading'), { size: 16, font: doc.bold });
  doc.gap();
  doc.text(say('invoice.number', { number: invoiceNumberOf(document.storeCode, document.period) }), { font: doc.bold });
  doc.text(say('store', { name: document.storeName, code: document.storeCode }));
  doc.text(say('period', { period: month }));
  doc.text(say('issued', { date: wibDay(document.issuedAt, language) }));
  doc.text(say('issuer'));
  doc.gap(10);
  doc.table(
    [
      { header: say('invoice.category'), width: 0.34 },
      { header: say('invoice.rate'), width: 0.14, align: 'right' },
      { header: say('invoice.sales'), width: 0.26, align: 'right' },
      { header: say('invoice.commission'), width: 0.26, align: 'right' },
    ],
    categoryFees.map((fee) => [
      fee.categoryCode === defaultFeeCategory ? say('otherCategories') : (categoryName(fee.categoryCode) ?? fee.categoryCode),
      percent(fee.rateBps, language),
      money(fee.gross),
      money(fee.commission),
    ]),
    [say('invoice.commissionTotal'), '', money(document.totals.sales), money(commission)],
  );
  doc.gap(10);
  doc.text(`${say('invoice.shippingSubsidy')}: ${money(fees.shippingSubsidy)}`);
  doc.text(`${say('invoice.ads')}: ${money(fees.adsDeduction)}`);
  doc.text(`${say('invoice.total')}: ${money(document.totals.fees)}`, { size: 11, font: doc.bold });
  doc.gap(10);
  doc.text(say('invoice.note', { count: document.totals.lines }), { size: 8, color: doc.grey });
  return doc.finish((index, count) => say('page', { index, count }));
}

/** The month's settlement statement: the totals, then every order's line with its deductions, net and status. */
export async function settlementStatementPdf(document: PeriodDocument, language: PageLanguage): Promise<Uint8Array> {
  const t = serverT(language);
  const say = (key: string, values: Record<string, unknown> = {}) => t(`settlement.${key}`, { ...values, interpolation: { escapeValue: false } });
  const money = rupiahIn(language);
  const month = periodName(document.period, language);
  const doc = await newDocument(language, say('statement.title', { period: month }));
  const { totals } = document;

  doc.text(say('statement.heading'), { size: 16, font: doc.bold });
  doc.gap();
  doc.text(say('store', { name: document.storeName, code: document.storeCode }));
  doc.text(say('period', { period: month }));
  doc.text(say('issued', { date: wibDay(document.issuedAt, language) }));
  doc.gap(8);
  for (const [key, value] of [
    ['sales', totals.sales],
    ['fees', totals.fees],
    ['net', totals.net],
    ['settled', totals.settled],
    ['toSettle', totals.toSettle],
  ] as const)
    doc.text(`${say(`statement.${key}`)}: ${money(value)}`, { font: key === 'net' ? doc.bold : doc.regular });
  doc.gap(10);
  doc.table(
    [
      { header: say('statement.order'), width: 0.22 },
      { header: say('statement.completed'), width: 0.12 },
      { header: say('statement.gross'), width: 0.12, align: 'right' },
      { header: say('statement.commission'), width: 0.11, align: 'right' },
      { header: say('statement.shipping'), width: 0.1, align: 'right' },
      { header: say('statement.ads'), width: 0.07, align: 'right' },
      { header: say('statement.lineNet'), width: 0.12, align: 'right' },
      { header: say('statement.status'), width: 0.14 },
    ],
    document.lines.map((line) => [
      line.orderNumber,
      wibDay(line.completedAt, language),
      money(line.gross),
      money(line.commission),
      money(line.shippingSubsidy),
      money(line.adsDeduction),
      money(line.net),
      line.status === 'SETTLED'
        ? say('statement.settledOn', { date: wibDay(line.settledAt ?? line.settleAt, language) })
        : say('statement.dueOn', { date: wibDay(line.settleAt, language) }),
    ]),
    [
      say('statement.lines', { count: totals.lines }),
      '',
      money(totals.sales),
      money(document.lines.reduce((sum, line) => sum + line.commission, 0)),
      money(document.lines.reduce((sum, line) => sum + line.shippingSubsidy, 0)),
      money(document.lines.reduce((sum, line) => sum + line.adsDeduction, 0)),
      money(totals.net),
      '',
    ],
  );
  return doc.finish((index, count) => say('page', { index, count }));
}
