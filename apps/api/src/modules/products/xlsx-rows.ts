// Read by the XLSX worker thread as well as the server: only type imports of workspace libraries, which erase.
import type { productBulkColumns } from '@seller-portal/contracts/products';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { inflateEntry, judgePackage, packageEntries, PackageRefusal, repackage, type PackageEntry, type PackageLimits } from './xlsx-package';

export type CellValue = string | number | null;

/** A row of the uploaded sheet as its cells hold it: a number, text, or nothing. */
export interface BulkRawRow {
  rowNumber: number;
  itemId: CellValue;
  price: CellValue;
  stock: CellValue;
}

export interface XlsxReadLimits extends PackageLimits {
  /** Rows with something in them; the one past it stops the reading. */
  maxRows: number;
  /** How long the reading may take: past it, the reader stops at the next row and refuses the file. */
  timeLimitMs: number;
}

/** What reading a workbook ends in: its rows, or why the whole file is refused. */
export type XlsxReadResult =
  | { kind: 'rows'; rows: BulkRawRow[] }
  | { kind: 'refused'; code: 'PRODUCT_BULK_FILE_INVALID' | 'PRODUCT_BULK_TOO_MANY_ROWS' | 'PRODUCT_BULK_FILE_TOO_LARGE_UNPACKED' };

export const isBlank = (value: CellValue) => value === null || (typeof value === 'string' && value.trim() === '');

/** What exceljs hands for a cell, as a plain value: a formula's result, rich text's characters, a date's ISO text. */
export function plainCellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return plainCellValue((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

/** Which template column a header cell names, in either language ("Harga (Rp) / Price (Rp)", "Price", "harga"). */
function columnOfHeader(header: string): keyof typeof productBulkColumns | null {
  const text = header.trim().toLowerCase();
  if (/\bitem id\b|\bid item\b|^itemid$/.test(text)) return 'itemId';
  if (/\bharga\b|\bprice\b/.test(text)) return 'price';
  if (/\bstok\b|\bstock\b/.test(text)) return 'stock';
  return null;
}

const worksheetPart = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** The parts the streaming reader needs, before the sheets, so it never has to put a sheet aside on disk. */
const workbookParts = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];

/**
 * The package judged by its declared sizes, every part the reader will read unpacked once within its declared size
 * (a part that lies is refused), and repacked with those parts only, workbook parts first and sheets in order.
 */
function checkedPackage(content: Buffer, limits: PackageLimits): Buffer {
  const entries = packageEntries(content, limits.entriesMax);
  judgePackage(entries, limits);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const sheets = entries
    .map((entry) => ({ entry, number: Number(worksheetPart.exec(entry.name)?.[1] ?? NaN) }))
    .filter((sheet) => Number.isInteger(sheet.number))
    .sort((a, b) => a.number - b.number)
    .map((sheet) => sheet.entry);
  const kept: PackageEntry[] = [...workbookParts.flatMap((name) => byName.get(name) ?? []), ...sheets];
  // Without the workbook and its relationships the streaming reader would put every sheet aside on disk: no workbook.
  if (!byName.has('xl/workbook.xml') || !byName.has('xl/_rels/workbook.xml.rels') || sheets.length === 0) throw new PackageRefusal('invalid');
  for (const entry of kept) inflateEntry(content, entry);
  // Without a shared-strings part (inline strings only) the reader would put every sheet aside on disk first.
  const sharedStrings = byName.has('xl/sharedStrings.xml') ? [] : [{ name: 'xl/sharedStrings.xml', stored: Buffer.from('<sst/>') }];
  return repackage(content, [...sharedStrings, ...kept]);
}

/**
 * The rows of an uploaded template: the first sheet whose first row names the item id, price and stock columns.
 * Streams the sheet and stops at the first row past `maxRows`; refuses a package over the limits, one that is not a
 * workbook, and one without the template's columns.
 */
export async function readTemplateRows(content: Buffer, limits: XlsxReadLimits): Promise<XlsxReadResult> {
  // A watchdog of the reading thread's own time, not the business clock: the file is judged by what it costs.
  const deadline = Date.now() + limits.timeLimitMs;
  let workbook: Buffer;
  try {
    workbook = checkedPackage(content, limits);
  } catch (error) {
    if (!(error instanceof PackageRefusal)) throw error;
    return { kind: 'refused', code: error.reason === 'too-large' ? 'PRODUCT_BULK_FILE_TOO_LARGE_UNPACKED' : 'PRODUCT_BULK_FILE_INVALID' };
  }
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([workbook]), {
      sharedStrings: 'cache',
      styles: 'ignore',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      let columns: Partial<Record<'itemId' | 'price' | 'stock', number>> | null = null;
      const rows: BulkRawRow[] = [];
      for await (const row of sheet) {
        if (Date.now() > deadline) return { kind: 'refused', code: 'PRODUCT_BULK_FILE_TOO_LARGE_UNPACKED' };
        if (columns === null) {
          if (row.number !== 1) break;
          const found: Partial<Record<'itemId' | 'price' | 'stock', number>> = {};
          row.eachCell((cell, column) => {
            const key = columnOfHeader(String(plainCellValue(cell.value) ?? ''));
            if ((key === 'itemId' || key === 'price' || key === 'stock') && found[key] === undefined) found[key] = column;
          });
          // Not the template's sheet: the rest of it is drained unread.
          if (found.itemId === undefined || found.price === undefined || found.stock === undefined) break;
          columns = found;
          continue;
        }
        const raw: BulkRawRow = {
          rowNumber: row.number,
          itemId: plainCellValue(row.getCell(columns.itemId as number).value),
          price: plainCellValue(row.getCell(columns.price as number).value),
          stock: plainCellValue(row.getCell(columns.stock as number).value),
        };
        if (isBlank(raw.itemId) && isBlank(raw.price) && isBlank(raw.stock)) continue;
        rows.push(raw);
        if (rows.length > limits.maxRows) return { kind: 'refused', code: 'PRODUCT_BULK_TOO_MANY_ROWS' };
      }
      if (columns !== null) return { kind: 'rows', rows };
    }
  } catch {
    return { kind: 'refused', code: 'PRODUCT_BULK_FILE_INVALID' };
  }
  return { kind: 'refused', code: 'PRODUCT_BULK_FILE_INVALID' };
}
