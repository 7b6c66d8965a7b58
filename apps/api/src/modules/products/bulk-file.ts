import { checkPrice, checkStock, productBulkColumns, productLimits, type ProductBulkRowCode } from '@seller-portal/contracts';
import ExcelJS from 'exceljs';

/** A row of the uploaded sheet as its cells hold it: a number, text, or nothing. */
export interface BulkRawRow {
  rowNumber: number;
  itemId: CellValue;
  price: CellValue;
  stock: CellValue;
}

type CellValue = string | number | null;

/** What a row asks for: the item's new price and/or stock (a blank cell keeps the value). */
export interface BulkChange {
  rowNumber: number;
  itemId: string;
  price?: number;
  stock?: number;
}

export interface BulkRowError {
  rowNumber: number;
  itemId: string | null;
  errorCode: ProductBulkRowCode;
}

export type BulkRowResult = { kind: 'change'; change: BulkChange } | { kind: 'error'; error: BulkRowError } | { kind: 'empty' };

/** Why a whole file is refused (nothing of it is applied). */
export class BulkFileRefusal extends Error {
  constructor(readonly code: 'PRODUCT_BULK_FILE_INVALID' | 'PRODUCT_BULK_TOO_MANY_ROWS') {
    super(code);
  }
}

const isBlank = (value: CellValue) => value === null || (typeof value === 'string' && value.trim() === '');

/** A cell as text, for the failed rows' file and the item id. */
export const cellText = (value: CellValue) => (value === null ? '' : String(value).trim());

/**
 * One row's rules: an item id is needed; a blank price or stock keeps the current one, a filled one must pass the
 * same check as the inline edit; a row with neither is skipped.
 */
export function parseBulkRow(row: BulkRawRow): BulkRowResult {
  const itemId = cellText(row.itemId);
  if (!itemId && isBlank(row.price) && isBlank(row.stock)) return { kind: 'empty' };
  const error = (errorCode: ProductBulkRowCode): BulkRowResult => ({ kind: 'error', error: { rowNumber: row.rowNumber, itemId: itemId || null, errorCode } });
  if (!itemId) return error('PRODUCT_BULK_ITEM_ID_BLANK');
  if (isBlank(row.price) && isBlank(row.stock)) return { kind: 'empty' };
  const change: BulkChange = { rowNumber: row.rowNumber, itemId };
  if (!isBlank(row.price)) {
    const price = checkPrice(row.price);
    if (!price.ok) return error(price.code);
    change.price = price.value;
  }
  if (!isBlank(row.stock)) {
    const stock = checkStock(row.stock);
    if (!stock.ok) return error(stock.code);
    change.stock = stock.value;
  }
  return { kind: 'change', change };
}

/**
 * A file's rows checked against each other and the store: a product named twice fails from its second row on,
 * one that is not the store's (or not anyone's) is PRODUCT_NOT_FOUND.
 */
export function planBulkRows(
  rows: readonly BulkRawRow[],
  storeItemIds: ReadonlySet<string>,
): { changes: BulkChange[]; errors: BulkRowError[]; totalRows: number } {
  const changes: BulkChange[] = [];
  const errors: BulkRowError[] = [];
  const seen = new Set<string>();
  let totalRows = 0;
  for (const row of rows) {
    const result = parseBulkRow(row);
    if (result.kind === 'empty') continue;
    totalRows += 1;
    if (result.kind === 'error') {
      errors.push(result.error);
      continue;
    }
    const { change } = result;
    if (!storeItemIds.has(change.itemId)) errors.push({ rowNumber: change.rowNumber, itemId: change.itemId, errorCode: 'PRODUCT_NOT_FOUND' });
    else if (seen.has(change.itemId)) errors.push({ rowNumber: change.rowNumber, itemId: change.itemId, errorCode: 'PRODUCT_BULK_ROW_DUPLICATE' });
    else {
      seen.add(change.itemId);
      changes.push(change);
    }
  }
  return { changes, errors, totalRows };
}

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

/**
 * The rows of an uploaded template: the first sheet whose first row names the item id, price and stock columns.
 * Refuses a file that is not an XLSX or not the template, and one with more rows than a file may hold.
 */
export async function readBulkRows(content: Buffer): Promise<BulkRawRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new BulkFileRefusal('PRODUCT_BULK_FILE_INVALID');
  }
  for (const sheet of workbook.worksheets) {
    const columns: Partial<Record<'itemId' | 'price' | 'stock', number>> = {};
    sheet.getRow(1).eachCell((cell, column) => {
      const key = columnOfHeader(String(plainCellValue(cell.value) ?? ''));
      if ((key === 'itemId' || key === 'price' || key === 'stock') && columns[key] === undefined) columns[key] = column;
    });
    const { itemId, price, stock } = columns;
    if (itemId === undefined || price === undefined || stock === undefined) continue;
    const rows: BulkRawRow[] = [];
    for (let rowNumber = 2; rowNumber <= sheet.actualRowCount + 1 && rowNumber <= sheet.rowCount; rowNumber += 1) {
      const row = sheet.getRow(rowNumber);
      const raw = {
        rowNumber,
        itemId: plainCellValue(row.getCell(itemId).value),
        price: plainCellValue(row.getCell(price).value),
        stock: plainCellValue(row.getCell(stock).value),
      };
      if (isBlank(raw.itemId) && isBlank(raw.price) && isBlank(raw.stock)) continue;
      rows.push(raw);
      if (rows.length > productLimits.bulkMaxRows) throw new BulkFileRefusal('PRODUCT_BULK_TOO_MANY_ROWS');
    }
    return rows;
  }
  throw new BulkFileRefusal('PRODUCT_BULK_FILE_INVALID');
}

/** The instructions sheet, in both languages. */
const instructions = [
  'Ubah kolom Harga dan/atau Stok, lalu unggah file ini. Kolom yang dikosongkan tidak mengubah nilainya.',
  'Change the Price and/or Stock columns, then upload this file. A blank cell keeps the current value.',
  `Harga: bilangan bulat Rp${productLimits.priceMin} sampai Rp${productLimits.priceMax.toLocaleString('id-ID')}. Stok: 0 sampai ${productLimits.stockMax.toLocaleString('id-ID')}.`,
  `Price: a whole number from Rp${productLimits.priceMin} to Rp${productLimits.priceMax.toLocaleString('en-US')}. Stock: 0 to ${productLimits.stockMax.toLocaleString('en-US')}.`,
  `Paling banyak ${productLimits.bulkMaxRows.toLocaleString('id-ID')} baris per file. / At most ${productLimits.bulkMaxRows.toLocaleString('en-US')} rows a file.`,
];

function headerStyle(sheet: ExcelJS.Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** The template of the store's products: item id, name and SKU to recognise each, and the price and stock to change. */
export async function templateXlsx(items: readonly { itemId: string; name: string; sku: string; price: number; stock: number }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produk');
  sheet.columns = [
    { header: productBulkColumns.itemId, key: 'itemId', width: 22 },
    { header: productBulkColumns.name, key: 'name', width: 44 },
    { header: productBulkColumns.sku, key: 'sku', width: 18 },
    { header: productBulkColumns.price, key: 'price', width: 22 },
    { header: productBulkColumns.stock, key: 'stock', width: 14 },
  ];
  for (const item of items) sheet.addRow({ itemId: item.itemId, name: item.name, sku: item.sku, price: item.price, stock: item.stock });
  sheet.getColumn('price').numFmt = '#,##0';
  headerStyle(sheet);
  const help = workbook.addWorksheet('Petunjuk - Instructions');
  help.getColumn(1).width = 110;
  for (const line of instructions) help.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows a process could not apply, as they were sent, each with its error (the §3 modal's excelLink). */
export async function failedRowsXlsx(
  notes: readonly { rowNumber: number; itemId: string | null; priceText: string; stockText: string; error: string }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Gagal - Failed');
  sheet.columns = [
    { header: 'Baris / Row', key: 'rowNumber', width: 12 },
    { header: productBulkColumns.itemId, key: 'itemId', width: 22 },
    { header: productBulkColumns.price, key: 'price', width: 22 },
    { header: productBulkColumns.stock, key: 'stock', width: 14 },
    { header: productBulkColumns.error, key: 'error', width: 90 },
  ];
  for (const note of notes)
    sheet.addRow({ rowNumber: note.rowNumber, itemId: note.itemId ?? '', price: note.priceText, stock: note.stockText, error: note.error });
  headerStyle(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
