import type { AnnouncementReportRow } from '@seller-portal/contracts/announcements';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportCsv, reportXlsx } from './report';

const hostile: AnnouncementReportRow = {
  storeCode: 'DEMO-1',
  storeName: '=HYPERLINK("https://evil.example";"Klik")',
  username: "@SUM(1+1)*cmd|' /C calc'!A0",
  readAt: null,
  acknowledgedAt: null,
  ignoredAt: null,
  stoppedAt: null,
};

describe('the announcement report files', () => {
  it('CSV: no cell a seller named starts a formula', () => {
    const [, row] = reportCsv([hostile])
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(row).toBe(`DEMO-1,"'=HYPERLINK(""https://evil.example"";""Klik"")","'@SUM(1+1)*cmd|' /C calc'!A0",,,,`);
  });

  it('XLSX: what a seller named is written as text, never as a formula', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await reportXlsx('ANN-1', [hostile])) as unknown as ArrayBuffer);
    const row = workbook.worksheets[0].getRow(2);
    for (const column of [2, 3]) {
      expect(row.getCell(column).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(column).formula).toBeUndefined();
    }
    expect(row.getCell(2).value).toBe(hostile.storeName);
  });
});
