import { announcementReportColumns, type AnnouncementDownloadType, type AnnouncementReportRow } from '@seller-portal/contracts/announcements';
import ExcelJS from 'exceljs';
import { csvFile } from '../../http/csv';

const timeColumns = new Set<string>(['readAt', 'acknowledgedAt', 'ignoredAt', 'stoppedAt']);

/** A time as the files show it: ISO 8601 in UTC, empty when the seller never did it. */
const isoTime = (value: number | null) => (value === null ? '' : new Date(value).toISOString());

/** Every cell through `csvFile`: store names and usernames are text sellers wrote. */
export function reportCsv(rows: readonly AnnouncementReportRow[]): Buffer {
  return csvFile([
    announcementReportColumns,
    ...rows.map((row) => announcementReportColumns.map((column) => (timeColumns.has(column) ? isoTime(row[column] as number | null) : String(row[column])))),
  ]);
}

export async function reportXlsx(code: string, rows: readonly AnnouncementReportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(code.slice(0, 31));
  sheet.columns = announcementReportColumns.map((column) => ({ header: column, key: column, width: timeColumns.has(column) ? 24 : 20 }));
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        announcementReportColumns.map((column) => [
          column,
          timeColumns.has(column) ? (row[column] === null ? null : new Date(row[column] as number)) : row[column],
        ]),
      ),
    );
  }
  for (const column of announcementReportColumns) if (timeColumns.has(column)) sheet.getColumn(column).numFmt = 'yyyy-mm-dd hh:mm:ss';
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function reportFile(code: string, downloadType: AnnouncementDownloadType, rows: readonly AnnouncementReportRow[]): Promise<Buffer> {
  return downloadType === 'CSV' ? reportCsv(rows) : reportXlsx(code, rows);
}
