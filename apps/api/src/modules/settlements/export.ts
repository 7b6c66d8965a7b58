import type { SettlementFilter } from '@seller-portal/contracts/settlements';
import { PassThrough } from 'node:stream';
import { serverT, type PageLanguage } from '../../i18n/server-i18n';
import type { SettlementService } from './service';

const wib = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The store's settlement lines under a filter as an XLSX file in the seller's language, newest completion first:
 * exceljs's streaming writer, a thousand lines read at a time by keyset; at most `exportMaxRows` lines (refused
 * before anything is written), so the file stays a few megabytes and is answered in the request.
 */
export async function settlementsXlsx(service: SettlementService, storeCode: string, filter: SettlementFilter, language: PageLanguage): Promise<Buffer> {
  const t = serverT(language);
  const say = (key: string) => t(`settlement.export.${key}`);
  const batches = service.exportLines(storeCode, filter);
  // The count is checked before the file is started.
  const first = await batches.next();
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  const pieces: Buffer[] = [];
  stream.on('data', (piece: Buffer) => pieces.push(piece));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(say('sheet'));
  sheet.columns = [
    { header: say('orderNumber'), key: 'orderNumber', width: 24 },
    { header: say('completedAt'), key: 'completedAt', width: 18 },
    { header: say('period'), key: 'period', width: 10 },
    { header: say('gross'), key: 'gross', width: 14 },
    { header: say('commission'), key: 'commission', width: 14 },
    { header: say('shippingSubsidy'), key: 'shippingSubsidy', width: 16 },
    { header: say('adsDeduction'), key: 'adsDeduction', width: 14 },
    { header: say('net'), key: 'net', width: 14 },
    { header: say('status'), key: 'status', width: 14 },
    { header: say('settleAt'), key: 'settleAt', width: 18 },
    { header: say('settledAt'), key: 'settledAt', width: 18 },
  ];
  const write = (rows: NonNullable<typeof first.value>) => {
    for (const row of rows) {
      sheet
        .addRow({
          orderNumber: row.orderNumber,
          completedAt: wib(row.completedAt),
          period: row.period,
          gross: row.gross,
          commission: row.commission,
          shippingSubsidy: row.shippingSubsidy,
          adsDeduction: row.adsDeduction,
          net: row.net,
          status: t(`settlement.status.${row.status}`),
          settleAt: wib(row.settleAt),
          settledAt: row.settledAt ? wib(row.settledAt) : '',
        })
        .commit();
    }
  };
  if (!first.done && first.value) write(first.value);
  for await (const rows of batches) write(rows);
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(pieces);
}
