import { checkPrice, checkStock, productBulkColumns, productLimits, type ProductBulkRowCode } from '@seller-portal/contracts/products';
import ExcelJS from 'exceljs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { isBlank, type BulkRawRow, type CellValue, type XlsxReadLimits, type XlsxReadResult } from './xlsx-rows';

export { plainCellValue, type BulkRawRow } from './xlsx-rows';

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
  constructor(readonly code: Extract<XlsxReadResult, { kind: 'refused' }>['code']) {
    super(code);
  }
}

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

/** A file that passed every declared limit and still takes longer than this to read is refused. */
const readTimeLimitMs = 20_000;
/** Past its own limit the thread stops itself; ended from outside only if it has not answered this much later. */
const readTerminateAfterMs = readTimeLimitMs + 10_000;

export const bulkReadLimits: XlsxReadLimits = {
  maxRows: productLimits.bulkMaxRows,
  timeLimitMs: readTimeLimitMs,
  entryMaxBytes: productLimits.bulkUnpackedEntryMaxBytes,
  totalMaxBytes: productLimits.bulkUnpackedTotalMaxBytes,
  entriesMax: productLimits.bulkEntriesMax,
  inflateRatioMax: productLimits.bulkInflateRatioMax,
};

/** The reading thread's own heap: a workbook within the limits needs a few tens of megabytes. */
const readResourceLimits = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/**
 * The worker's script: beside the bundle (dist/xlsx-worker.mjs, see scripts/build.mjs) when running built; from
 * the TypeScript source through tsx's loader under tsx and vitest.
 */
function readerThread(): { script: string | URL; options: WorkerOptions } {
  if (!import.meta.url.endsWith('.ts')) return { script: new URL('./xlsx-worker.mjs', import.meta.url), options: {} };
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const source = new URL('./xlsx-worker.ts', import.meta.url).href;
  return { script: `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`, options: { eval: true } };
}

/**
 * Reads a workbook in a worker thread with its own memory limit and a time limit: the declared sizes are judged, the
 * parts inflated within them and the template's sheet streamed up to the row limit (`readTemplateRows`), while the
 * server goes on answering. A thread that runs out of memory or time is ended and the file refused.
 */
export function readBulkRowsResult(content: Buffer, limits: XlsxReadLimits = bulkReadLimits): Promise<XlsxReadResult> {
  const { script, options } = readerThread();
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      ...options,
      workerData: { content: new Uint8Array(content), limits },
      resourceLimits: readResourceLimits,
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
    };
    const tooLarge = () => settle(() => resolve({ kind: 'refused', code: 'PRODUCT_BULK_FILE_TOO_LARGE_UNPACKED' }));
    // The last resort: a thread that neither answered nor stopped itself in time (it ends itself after answering).
    const timer = setTimeout(() => {
      tooLarge();
      void worker.terminate();
    }, readTerminateAfterMs);
    worker.on('message', (result: XlsxReadResult) => settle(() => resolve(result)));
    worker.on('error', (error: Error & { code?: string }) => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : settle(() => reject(error))));
    worker.on('exit', () => settle(() => reject(new Error('the workbook reader stopped without an answer'))));
  });
}

/** The rows of an uploaded template (`readBulkRowsResult`), or the refusal of the whole file. */
export async function readBulkRows(content: Buffer): Promise<BulkRawRow[]> {
  const result = await readBulkRowsResult(content);
  if (result.kind === 'refused') throw new BulkFileRefusal(result.code);
  return result.rows;
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

/** The failed rows' file's words, in the language of the seller who uploaded (see `ProductsService.bulkProcessFile`). */
export interface FailedRowsWords {
  sheet: string;
  row: string;
  itemId: string;
  name: string;
  price: string;
  stock: string;
  error: string;
}

/**
 * The rows a process could not apply, as they were sent, each with its product's name and its error (the §3 modal's
 * excelLink). The item ID, price and stock headers are ones the upload reads, so the fixed file can be sent back.
 */
export async function failedRowsXlsx(
  words: FailedRowsWords,
  notes: readonly { rowNumber: number; itemId: string | null; name: string | null; priceText: string; stockText: string; error: string }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(words.sheet);
  sheet.columns = [
    { header: words.row, key: 'rowNumber', width: 10 },
    { header: words.itemId, key: 'itemId', width: 22 },
    { header: words.name, key: 'name', width: 40 },
    { header: words.price, key: 'price', width: 16 },
    { header: words.stock, key: 'stock', width: 12 },
    { header: words.error, key: 'error', width: 80 },
  ];
  for (const note of notes)
    sheet.addRow({
      rowNumber: note.rowNumber,
      itemId: note.itemId ?? '',
      name: note.name ?? '',
      price: note.priceText,
      stock: note.stockText,
      error: note.error,
    });
  headerStyle(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
