import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { failedRowsXlsx, templateXlsx } from './bulk-file';

const formula = '=HYPERLINK("https://evil.example";"Klik")';

/** Every cell of the first sheet past the header, as exceljs reads it back. */
async function cellsOf(file: Buffer): Promise<ExcelJS.Cell[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const cells: ExcelJS.Cell[] = [];
  workbook.worksheets[0].eachRow((row, rowNumber) => {
    if (rowNumber > 1) row.eachCell((cell) => cells.push(cell));
  });
  return cells;
}

describe('the product files the server writes: text a seller wrote stays text', () => {
  it('the template writes product names and SKUs that look like formulas as strings', async () => {
    const cells = await cellsOf(await templateXlsx([{ itemId: 'IT-1', name: formula, sku: '@cmd', price: 1000, stock: 1 }]));
    expect(cells.some((cell) => cell.type === ExcelJS.ValueType.Formula)).toBe(false);
    expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.String).map((cell) => cell.value)).toEqual(['IT-1', formula, '@cmd']);
  });

  it('the refused rows file writes the price and stock as they were sent, as strings', async () => {
    const words = { sheet: 'Failed rows', row: 'Row', itemId: 'Item ID', name: 'Product name', price: 'Price (Rp)', stock: 'Stock', error: 'Error' };
    const cells = await cellsOf(
      await failedRowsXlsx(words, [{ rowNumber: 2, itemId: '+IT', name: '=1+1', priceText: formula, stockText: '-1+1', error: 'x' }]),
    );
    expect(cells.some((cell) => cell.type === ExcelJS.ValueType.Formula)).toBe(false);
    expect(cells.map((cell) => cell.value)).toEqual([2, '+IT', '=1+1', formula, '-1+1', 'x']);
  });
});
