import { productBulkColumns } from '@seller-portal/contracts/products';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BulkFileRefusal, parseBulkRow, planBulkRows, plainCellValue, readBulkRows, type BulkRawRow } from './bulk-file';

const row = (itemId: BulkRawRow['itemId'], price: BulkRawRow['price'], stock: BulkRawRow['stock'], rowNumber = 2): BulkRawRow => ({
  rowNumber,
  itemId,
  price,
  stock,
});

describe('parseBulkRow: one row of the uploaded template', () => {
  it.each([
    ['a new price and stock', row('IT-1', 25_000, 10), { kind: 'change', change: { rowNumber: 2, itemId: 'IT-1', price: 25_000, stock: 10 } }],
    ['a price typed as text with thousands', row('IT-1', '25.000', null), { kind: 'change', change: { rowNumber: 2, itemId: 'IT-1', price: 25_000 } }],
    ['a blank price keeps it', row('IT-1', '  ', 0), { kind: 'change', change: { rowNumber: 2, itemId: 'IT-1', stock: 0 } }],
    ['an item id around spaces', row(' IT-1 ', null, 3), { kind: 'change', change: { rowNumber: 2, itemId: 'IT-1', stock: 3 } }],
    ['a row with nothing', row(null, null, null), { kind: 'empty' }],
    ['an item id with nothing to change', row('IT-1', null, ''), { kind: 'empty' }],
    ['no item id', row(null, 25_000, 1), { kind: 'error', error: { rowNumber: 2, itemId: null, errorCode: 'PRODUCT_BULK_ITEM_ID_BLANK' } }],
    ['a price of -1', row('IT-1', -1, 1), { kind: 'error', error: { rowNumber: 2, itemId: 'IT-1', errorCode: 'PRODUCT_PRICE_INVALID' } }],
    ['a price of "abc"', row('IT-1', 'abc', 1), { kind: 'error', error: { rowNumber: 2, itemId: 'IT-1', errorCode: 'PRODUCT_PRICE_INVALID' } }],
    ['a fractional price', row('IT-1', 2500.5, null), { kind: 'error', error: { rowNumber: 2, itemId: 'IT-1', errorCode: 'PRODUCT_PRICE_INVALID' } }],
    ['a stock of -2', row('IT-1', null, -2), { kind: 'error', error: { rowNumber: 2, itemId: 'IT-1', errorCode: 'PRODUCT_STOCK_INVALID' } }],
    ['a stock above 999,999', row('IT-1', null, 1_000_000), { kind: 'error', error: { rowNumber: 2, itemId: 'IT-1', errorCode: 'PRODUCT_STOCK_INVALID' } }],
  ] as const)('%s', (_name, input, expected) => {
    expect(parseBulkRow(input)).toEqual(expected);
  });
});

describe('planBulkRows: the rows against each other and the store', () => {
  it('keeps the first row of a product, refuses later ones and products of no store or another', () => {
    const plan = planBulkRows(
      [row('A', 1_000, null, 2), row('X', 1_000, null, 3), row('A', 2_000, null, 4), row(null, null, null, 5), row('B', 'abc', null, 6), row('B', 3_000, 1, 7)],
      new Set(['A', 'B']),
    );
    expect(plan.totalRows).toBe(5);
    expect(plan.changes).toEqual([
      { rowNumber: 2, itemId: 'A', price: 1_000 },
      { rowNumber: 7, itemId: 'B', price: 3_000, stock: 1 },
    ]);
    expect(plan.errors.map((e) => [e.rowNumber, e.errorCode])).toEqual([
      [3, 'PRODUCT_NOT_FOUND'],
      [4, 'PRODUCT_BULK_ROW_DUPLICATE'],
      [6, 'PRODUCT_PRICE_INVALID'],
    ]);
  });
});

describe('plainCellValue: what exceljs hands for a cell', () => {
  it.each([
    ['a number', 5, 5],
    ['text', 'abc', 'abc'],
    ['nothing', null, null],
    ['a formula', { formula: 'A1*2', result: 4_000 }, 4_000],
    ['rich text', { richText: [{ text: '12' }, { text: '000' }] }, '12000'],
    ['a hyperlink', { text: 'IT-1', hyperlink: 'https://x' }, 'IT-1'],
    ['an error', { error: '#DIV/0!' }, '#DIV/0!'],
  ] as const)('%s', (_name, value, expected) => {
    expect(plainCellValue(value as ExcelJS.CellValue)).toEqual(expected);
  });
});

describe('readBulkRows', () => {
  const xlsx = async (header: string[], rows: unknown[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Produk');
    sheet.addRow(header);
    for (const values of rows) sheet.addRow(values);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };

  it('finds the columns by their header in either language and in any order, skipping empty rows', async () => {
    const file = await xlsx(['Stock', 'harga', 'Item ID'], [[3, 1_000, 'A'], [], [null, '2.500', 'B']]);
    expect(await readBulkRows(file)).toEqual([
      { rowNumber: 2, itemId: 'A', price: 1_000, stock: 3 },
      { rowNumber: 4, itemId: 'B', price: '2.500', stock: null },
    ]);
  });

  it('refuses a workbook without the columns, and bytes that are no workbook', async () => {
    await expect(readBulkRows(await xlsx(['Nama', productBulkColumns.price], [['A', 1]]))).rejects.toEqual(new BulkFileRefusal('PRODUCT_BULK_FILE_INVALID'));
    await expect(readBulkRows(Buffer.from('PK\u0003\u0004 not really'))).rejects.toEqual(new BulkFileRefusal('PRODUCT_BULK_FILE_INVALID'));
  });

  it('refuses more than 2,000 rows', async () => {
    const rows = Array.from({ length: 2_001 }, (_, n) => [`IT-${n}`, 1_000, 1]);
    await expect(readBulkRows(await xlsx([productBulkColumns.itemId, productBulkColumns.price, productBulkColumns.stock], rows))).rejects.toEqual(
      new BulkFileRefusal('PRODUCT_BULK_TOO_MANY_ROWS'),
    );
  });
});
