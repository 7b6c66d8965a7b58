import { announcementReportColumns, type AnnouncementDownloadType, type AnnouncementReportRow } from '@seller-portal/contracts';
import ExcelJS from 'exceljs';

const timeColumns = new Set<string>(['readAt', 'acknowledgedAt', 'ignoredAt', 'stoppedAt']);

/** A time as the files show it: ISO 8601 in UTC, empty when the seller never did it. */
const isoTime = (value: number | null) => (value === null ? '' : new Date(value).toISOString());

/** RFC 4180: quote a field holding a comma, quote or line break; a leading =+-@ is quoted too, so no sheet runs it. */
function csvField(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) || guarded !== value ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function reportCsv(rows: readonly AnnouncementReportRow[]): Buffer {
  const lines = [announcementReportColumns.join(',')];
  for (const row of rows) {
    lines.push(
      announcementReportColumns.map((column) => csvField(timeColumns.has(column) ? isoTime(row[column] as number | null) : String(row[column]))).join(','),
    );
  }
  // A byte-order mark so spreadsheet programs read the UTF-8 store names right.
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
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
