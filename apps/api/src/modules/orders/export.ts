import {
  couriers,
  orderDayOf,
  orderLimits,
  orderPathsOf,
  type CourierCode,
  type OrderExport,
  type OrderExportState,
  type OrderFilter,
  type OrderStatus,
} from '@seller-portal/contracts/orders';
import type { FastifyBaseLogger } from 'fastify';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { OrderExportRow, OrderScope, OrdersRepository } from './repository';
import type { OrderSeller } from './service';

/** Rows read from the database at a time, and the size of the pieces the file is kept in. */
const batchSize = 1000;
const chunkBytes = 1024 * 1024;
/** An export that has not finished after this long belongs to a process that stopped. */
export const abandonedAfterMs = 30 * 60_000;

export interface OrderExportDeps {
  repository: OrdersRepository;
  clock: Clock;
  log: FastifyBaseLogger;
}

export interface ExportRequest {
  filter: OrderFilter;
  status?: OrderStatus;
}

function toOrderExport(row: OrderExportRow): OrderExport {
  return {
    bulkProcessId: row.id,
    state: row.state as OrderExportState,
    processed: row.processed,
    total: row.total,
    excelLink: row.state === 'DONE' ? orderPathsOf.exportFile(row.id) : null,
    message: row.message,
    createdAt: row.createdAt.getTime(),
  };
}

const statusNames: Record<OrderStatus, string> = {
  NEW: 'New',
  READY_TO_SHIP: 'Ready to ship',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/**
 * The export of a filtered order list (§3 bulk process: `bulkProcessId`, progress, `excelLink`, message). The file
 * is written in the background by exceljs's streaming writer, a thousand orders at a time read by keyset, so a
 * hundred thousand orders take the memory of a thousand; the finished file is kept in the database in pieces (any
 * server process can hand it out) and streamed piece by piece when downloaded.
 */
export class OrderExports {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: OrderExportDeps) {}

  async start(seller: OrderSeller, request: ExportRequest): Promise<OrderExport> {
    const { repository } = this.deps;
    if ((await repository.runningExports(seller.storeCode)) >= orderLimits.exportsRunningMax) throw new AppError('ORDER_EXPORT_BUSY');
    const filter = { ...request.filter, status: request.status };
    const total = await repository.countFor(seller, filter);
    if (total > orderLimits.exportMaxRows) throw new AppError('ORDER_EXPORT_TOO_LARGE');
    const row = await repository.createExport({
      storeCode: seller.storeCode,
      requestedBy: seller.userId,
      request: filter,
      state: 'PENDING',
      total,
      createdAt: this.deps.clock.now(),
    });
    const run = this.run(row.id, { storeCode: seller.storeCode, pickupPoints: seller.pickupPoints }, filter).finally(() => this.running.delete(run));
    this.running.add(run);
    return toOrderExport(row);
  }

  async status(seller: OrderSeller, id: string): Promise<OrderExport> {
    return toOrderExport(await this.own(seller, id));
  }

  /** The finished file, as a stream of its pieces. */
  async file(seller: OrderSeller, id: string): Promise<{ stream: Readable; byteSize: number; fileName: string }> {
    const row = await this.own(seller, id);
    if (row.state !== 'DONE') throw new AppError('ORDER_EXPORT_NOT_READY');
    const { repository } = this.deps;
    async function* pieces() {
      for (let seq = 0; ; seq++) {
        const piece = await repository.exportChunk(id, seq);
        if (!piece) return;
        yield piece;
      }
    }
    return { stream: Readable.from(pieces()), byteSize: row.byteSize ?? 0, fileName: `orders-${orderDayOf(row.createdAt)}-${id.slice(0, 8)}.xlsx` };
  }

  /** Waits for the exports this process is writing (tests, and closing the server). */
  async drain(): Promise<void> {
    await Promise.all([...this.running]);
  }

  /** Exports a stopped process left unfinished are failed, so their stores may start another. */
  async failAbandoned(now: Date): Promise<void> {
    await this.deps.repository.failAbandonedExports(new Date(now.getTime() - abandonedAfterMs), 'ORDER_EXPORT_FAILED');
  }

  private async own(seller: OrderSeller, id: string): Promise<OrderExportRow> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new AppError('ORDER_EXPORT_NOT_FOUND');
    const row = await this.deps.repository.export(seller.storeCode, id);
    // A staff member serving some pickup points reads only the exports they started (of those points' orders).
    if (!row || (seller.pickupPoints && row.requestedBy !== seller.userId)) throw new AppError('ORDER_EXPORT_NOT_FOUND');
    return row;
  }

  private async run(id: string, scope: OrderScope, filter: ExportRequest['filter'] & { status?: OrderStatus }): Promise<void> {
    const { repository, log } = this.deps;
    const folder = await mkdtemp(join(tmpdir(), 'order-export-'));
    const path = join(folder, 'orders.xlsx');
    try {
      await repository.updateExport(id, { state: 'RUNNING' });
      const { default: ExcelJS } = await import('exceljs');
      // No shared strings and no styles: each row goes to the file as it is committed and is forgotten.
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
      const sheet = workbook.addWorksheet('Orders');
      sheet.columns = [
        { header: 'Order number', key: 'orderNumber', width: 24 },
        { header: 'Ordered at (WIB)', key: 'createdAt', width: 20 },
        { header: 'Status', key: 'status', width: 14 },
        { header: 'Customer', key: 'customer', width: 24 },
        { header: 'Items', key: 'items', width: 48 },
        { header: 'Quantity', key: 'quantity', width: 10 },
        { header: 'Items total (Rp)', key: 'itemsTotal', width: 16 },
        { header: 'Shipping fee (Rp)', key: 'shippingFee', width: 16 },
        { header: 'Total (Rp)', key: 'total', width: 16 },
        { header: 'Payment', key: 'payment', width: 16 },
        { header: 'Courier', key: 'courier', width: 14 },
        { header: 'Tracking number', key: 'tracking', width: 20 },
        { header: 'Ship by (WIB)', key: 'shipBy', width: 20 },
        { header: 'Pickup point', key: 'pickupPoint', width: 24 },
      ];
      const wib = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
      let after: { createdAt: Date; id: number } | null = null;
      let processed = 0;
      for (;;) {
        const rows = await repository.exportBatch(scope, filter, after, batchSize);
        for (const row of rows) {
          sheet
            .addRow({
              orderNumber: row.orderNumber,
              createdAt: wib(row.createdAt),
              status: statusNames[row.status as OrderStatus],
              customer: row.customerName,
              items: row.items,
              quantity: row.itemCount,
              itemsTotal: row.itemsTotal,
              shippingFee: row.shippingFee,
              total: row.total,
              payment: row.paymentMethod,
              courier: couriers[row.courier as CourierCode].name,
              tracking: row.trackingNumber ?? '',
              shipBy: wib(row.shipBy),
              pickupPoint: row.pickupPointName,
            })
            .commit();
        }
        processed += rows.length;
        await repository.updateExport(id, { processed });
        if (rows.length < batchSize) break;
        const last = rows[rows.length - 1];
        after = { createdAt: last.createdAt, id: last.id };
      }
      sheet.commit();
      await workbook.commit();
      const { size } = await stat(path);
      let seq = 0;
      for await (const piece of createReadStream(path, { highWaterMark: chunkBytes })) {
        await repository.addExportChunk(id, seq++, piece as Buffer);
      }
      await repository.updateExport(id, { state: 'DONE', processed, total: processed, byteSize: size, finishedAt: this.deps.clock.now() });
    } catch (error) {
      log.error({ err: error, exportId: id }, 'an order export failed');
      await repository.updateExport(id, { state: 'FAILED', message: 'ORDER_EXPORT_FAILED', finishedAt: this.deps.clock.now() }).catch(() => undefined);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
