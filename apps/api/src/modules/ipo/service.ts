import { addStoreDays, storeDayOf } from '@seller-portal/contracts/analytics';
import { ipoLimits, type InboundOrder, type InboundProductChoice, type IpoStatus, type NewInboundOrder } from '@seller-portal/contracts/ipo';
import { AppError } from '../../http/app-error';
import type { Clock, Random } from '../../runtime';
import type { ProductService } from '../products';
import type { InboundOrderRow, IpoRepository } from './repository';

export function inboundOrderOf(row: InboundOrderRow): InboundOrder {
  return {
    id: row.id,
    number: row.number,
    warehouseCode: row.warehouseCode,
    arrivalDate: row.arrivalDate,
    status: row.status as IpoStatus,
    lines: row.lines as InboundOrder['lines'],
    unitCount: row.unitCount,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export interface IpoServiceDeps {
  repository: IpoRepository;
  products: Pick<ProductService, 'itemNamesOf' | 'productChoices'>;
  clock: Clock;
  random: Random;
}

/** Inbound purchase orders: a store's stock sent to a fulfilment warehouse, and their cancellation before receipt. */
export class IpoService {
  constructor(private readonly deps: IpoServiceDeps) {}

  /** The store's products to choose from, by name. */
  async products(storeCode: string): Promise<InboundProductChoice[]> {
    return this.deps.products.productChoices(storeCode, ipoLimits.productChoicesMax);
  }

  async list(storeCode: string): Promise<InboundOrder[]> {
    return (await this.deps.repository.listOfStore(storeCode, ipoLimits.listMax)).map(inboundOrderOf);
  }

  /** A new SUBMITTED order: an arrival day from tomorrow to 30 days ahead, each product the store's (one line per product). */
  async create(storeCode: string, username: string, request: NewInboundOrder): Promise<InboundOrder> {
    const now = this.deps.clock.now();
    const today = storeDayOf(now);
    if (request.arrivalDate <= today || request.arrivalDate > addStoreDays(today, ipoLimits.arrivalDaysMax)) throw new AppError('IPO_ARRIVAL_DATE_INVALID');
    const quantities = new Map<string, number>();
    for (const line of request.lines) quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.quantity);
    if ([...quantities.values()].some((quantity) => quantity > ipoLimits.quantityMax)) throw new AppError('IPO_INVALID');
    const names = await this.deps.products.itemNamesOf(storeCode, [...quantities.keys()]);
    if (names.size !== quantities.size) throw new AppError('IPO_ITEM_NOT_FOUND');
    const lines = [...quantities].map(([itemId, quantity]) => ({ itemId, name: names.get(itemId) as string, quantity }));
    const suffix = this.deps.random.bytes(3).toString('hex').toUpperCase();
    const row = await this.deps.repository.insert({
      storeCode,
      number: `IPO-${today.replaceAll('-', '')}-${storeCode}-${suffix}`,
      warehouseCode: request.warehouseCode,
      arrivalDate: request.arrivalDate,
      status: 'SUBMITTED',
      lines,
      unitCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      note: request.note ?? '',
      createdBy: username,
      createdAt: now,
    });
    return inboundOrderOf(row);
  }

  /** Cancels a SUBMITTED order; another store's or an unknown one is IPO_NOT_FOUND, a received or cancelled one IPO_NOT_CANCELLABLE. */
  async cancel(storeCode: string, id: number): Promise<InboundOrder> {
    const cancelled = await this.deps.repository.cancel(storeCode, id, this.deps.clock.now());
    if (cancelled) return inboundOrderOf(cancelled);
    if (!(await this.deps.repository.byId(storeCode, id))) throw new AppError('IPO_NOT_FOUND');
    throw new AppError('IPO_NOT_CANCELLABLE');
  }
}
