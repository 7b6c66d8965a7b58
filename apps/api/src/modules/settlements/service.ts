import { addStoreDays, storeDayOf, storeDayStart } from '@seller-portal/contracts/analytics';
import {
  settlementLimits,
  type SettlementFee,
  type SettlementFilter,
  type SettlementLine,
  type SettlementLinePage,
  type SettlementLineParams,
  type SettlementPeriod,
  type SettlementStatus,
} from '@seller-portal/contracts/settlements';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/open-database';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import { LedgerError, ledgerAccountKinds, type LedgerService, type Posting } from '../ledger';
import type { CompletedOrder, OrderCompletionListener } from '../orders';
import type { ContractMargins } from '../contract';
import type { ProductService } from '../products';
import type { PageLanguage } from '../../i18n/server-i18n';
import { feeInvoicePdf, settlementStatementPdf, type PeriodDocument } from './documents';
import { settlementAmountsOf } from './fees';
import type { SettlementCursor, SettlementLineFilter, SettlementLineRow, SettlementsRepository } from './repository';
import type { SettlementTerms } from './settings';

const dayMs = 86_400_000;

/** The ledger transactions of a line: its kinds (the wallet's rows name them) and idempotency keys. */
export const settlementLedgerKinds = { pending: 'ORDER_SETTLEMENT_PENDING', settled: 'ORDER_SETTLED' } as const;
export const pendingKeyOf = (orderNumber: string) => `${settlementLedgerKinds.pending}:${orderNumber}`;
export const settledKeyOf = (orderNumber: string) => `${settlementLedgerKinds.settled}:${orderNumber}`;

/** The month of the store's calendar (WIB) an instant falls in, `YYYY-MM`. */
export const periodOf = (at: Date) => storeDayOf(at).slice(0, 7);

export function encodeSettlementCursor(cursor: SettlementCursor): string {
  return Buffer.from(JSON.stringify([cursor.completedAt, cursor.id])).toString('base64url');
}

/** A cursor the server wrote, or SETTLEMENT_FILTER_INVALID. */
export function decodeSettlementCursor(raw: string): SettlementCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((n) => Number.isSafeInteger(n) && (n as number) >= 0))
      return { completedAt: parsed[0] as number, id: parsed[1] as number };
  } catch {
    // falls through to the refusal
  }
  throw new AppError('SETTLEMENT_FILTER_INVALID');
}

/** The store days of a filter as instants: `from`'s start, and the start of the day after `to`. */
export function lineFilterOf(filter: SettlementFilter): SettlementLineFilter {
  return {
    status: filter.status,
    from: filter.from ? storeDayStart(filter.from) : undefined,
    to: filter.to ? storeDayStart(addStoreDays(filter.to, 1)) : undefined,
  };
}

export function toSettlementLine(row: SettlementLineRow): SettlementLine {
  return {
    orderNumber: row.orderNumber,
    completedAt: row.completedAt.getTime(),
    settleAt: row.settleAt.getTime(),
    settledAt: row.settledAt?.getTime() ?? null,
    status: row.status as SettlementStatus,
    gross: row.gross,
    commission: row.commission,
    shippingSubsidy: row.shippingSubsidy,
    adsDeduction: row.adsDeduction,
    net: row.net,
    fees: row.fees as SettlementFee[],
  };
}

/** The postings of a line's pending transaction: the buyer's payment splits into the store's pending net and the marketplace's fees. */
export function pendingPostingsOf(line: Pick<SettlementLineRow, 'storeCode' | 'gross' | 'commission' | 'shippingSubsidy' | 'adsDeduction' | 'net'>): Posting[] {
  const postings: Posting[] = [
    { account: { storeCode: null, kind: ledgerAccountKinds.buyerPayments }, amount: -line.gross },
    { account: { storeCode: line.storeCode, kind: ledgerAccountKinds.walletPending }, amount: line.net },
    { account: { storeCode: null, kind: ledgerAccountKinds.feeIncome }, amount: line.commission + line.shippingSubsidy },
    { account: { storeCode: null, kind: ledgerAccountKinds.adsRevenue }, amount: line.adsDeduction },
  ];
  // The ledger takes no zero posting: a line without a deduction has none.
  return postings.filter((posting) => posting.amount !== 0);
}

export function settledPostingsOf(line: Pick<SettlementLineRow, 'storeCode' | 'net'>): Posting[] {
  return [
    { account: { storeCode: line.storeCode, kind: ledgerAccountKinds.walletPending }, amount: -line.net },
    { account: { storeCode: line.storeCode, kind: ledgerAccountKinds.walletAvailable }, amount: line.net },
  ];
}

export interface SettlementServiceDeps {
  repository: SettlementsRepository;
  ledger: Pick<LedgerService, 'post'>;
  products: Pick<ProductService, 'categoryNames'>;
  contractMargins: ContractMargins;
  clock: Clock;
  terms: SettlementTerms;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Settlements: a line per completed order (written in the order's completion transaction), its pending posting in the
 * ledger right after, and the settlement job that moves each line's net from pending to available at its date.
 */
export class SettlementService implements OrderCompletionListener {
  constructor(private readonly deps: SettlementServiceDeps) {}

  // ── The completion of an order ──

  /** In the order's completion transaction: its line, TO_SETTLE until the store type's days have passed. */
  async completed(tx: Transaction, order: CompletedOrder): Promise<void> {
    const { repository, contractMargins, terms } = this.deps;
    const [margins, businessTypes] = await Promise.all([
      contractMargins.marginsOf(
        order.storeCode,
        order.items.map((item) => item.itemId),
        order.completedAt,
        tx,
      ),
      repository.businessTypesOf(order.storeCode, tx),
    ]);
    await repository.insertLine(tx, lineOf(order, settlementAmountsOf(order, margins, terms), businessTypes, terms));
  }

  /** After the commit: the line's pending posting (idempotent; the job catches up one a stopped process left). */
  async committed(order: CompletedOrder): Promise<void> {
    const line = await this.deps.repository.lineOfOrder(order.id);
    if (line) await this.postPending(line);
  }

  private async postPending(line: SettlementLineRow): Promise<void> {
    if (line.pendingTransactionId !== null) return;
    const { transactionId } = await this.deps.ledger.post({
      idempotencyKey: pendingKeyOf(line.orderNumber),
      kind: settlementLedgerKinds.pending,
      storeCode: line.storeCode,
      source: { type: 'ORDER', id: line.orderNumber },
      postings: pendingPostingsOf(line),
    });
    await this.deps.repository.markPosted(line.id, transactionId);
  }

  // ── The settlement job ──

  /**
   * Posts what a stopped process left unposted, then settles the lines due at `now` (of one store, one order, when named): one
   * ledger transaction per line, pending → available, then the line SETTLED. Idempotent by the ledger's keys and the
   * line's status, so two runs at once settle a line once. Returns how many lines it settled.
   */
  async settleDue(now: Date, options: { storeCode?: string; orderNumber?: string; limit?: number } = {}): Promise<number> {
    const { repository } = this.deps;
    const limit = options.limit ?? 2000;
    for (const line of await repository.unposted(limit)) await this.oneLine(line, 'pending', () => this.postPending(line));
    let settled = 0;
    for (const line of await repository.due(now, limit, { storeCode: options.storeCode, orderNumber: options.orderNumber })) {
      if (await this.oneLine(line, 'settlement', () => this.settle(line, now))) settled++;
    }
    return settled;
  }

  private async settle(line: SettlementLineRow, now: Date): Promise<void> {
    let transactionId: number | null = null;
    if (line.net > 0) {
      ({ transactionId } = await this.deps.ledger.post({
        idempotencyKey: settledKeyOf(line.orderNumber),
        kind: settlementLedgerKinds.settled,
        storeCode: line.storeCode,
        source: { type: 'SETTLEMENT', id: line.orderNumber },
        postings: settledPostingsOf(line),
      }));
    }
    await this.deps.repository.markSettled(line.id, transactionId, now);
  }

  /** One line's step: a line the ledger refuses is logged and left for the next run, never stopping the others. */
  private async oneLine(line: SettlementLineRow, step: string, work: () => Promise<void>): Promise<boolean> {
    try {
      await work();
      return true;
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      this.deps.log.warn({ err: error, orderNumber: line.orderNumber, step }, 'the ledger refused a settlement line');
      return false;
    }
  }

  dueCount(now: Date): Promise<number> {
    return this.deps.repository.dueCount(now);
  }

  // ── What the seller reads ──

  async periods(storeCode: string): Promise<SettlementPeriod[]> {
    return this.deps.repository.periods(storeCode, settlementLimits.periodsMax);
  }

  async lines(storeCode: string, query: SettlementLineParams): Promise<SettlementLinePage> {
    const cursor = query.cursor ? decodeSettlementCursor(query.cursor) : null;
    const rows = await this.deps.repository.page(storeCode, lineFilterOf(query), cursor, query.size + 1);
    const page = rows.slice(0, query.size);
    const last = page[page.length - 1];
    return {
      content: page.map(toSettlementLine),
      nextCursor: rows.length > query.size && last ? encodeSettlementCursor({ completedAt: last.completedAt.getTime(), id: last.id }) : null,
    };
  }

  /** Every line under the filter, newest first, a thousand at a time (the export); SETTLEMENT_EXPORT_TOO_LARGE past the limit. */
  async *exportLines(storeCode: string, filter: SettlementFilter): AsyncGenerator<SettlementLineRow[]> {
    const lineFilter = lineFilterOf(filter);
    if ((await this.deps.repository.count(storeCode, lineFilter)) > settlementLimits.exportMaxRows) throw new AppError('SETTLEMENT_EXPORT_TOO_LARGE');
    let cursor: SettlementCursor | null = null;
    for (;;) {
      const rows = await this.deps.repository.page(storeCode, lineFilter, cursor, 1000);
      if (rows.length) yield rows;
      if (rows.length < 1000) return;
      const last = rows[rows.length - 1];
      cursor = { completedAt: last.completedAt.getTime(), id: last.id };
    }
  }

  /** A month's totals and store name, and its lines for the statement; SETTLEMENT_PERIOD_EMPTY for a month without lines. */
  async periodDocument(storeCode: string, period: string, withLines: boolean): Promise<PeriodDocument> {
    const { repository } = this.deps;
    const totals = await repository.period(storeCode, period);
    if (!totals) throw new AppError('SETTLEMENT_PERIOD_EMPTY');
    if (withLines && totals.lines > settlementLimits.statementMaxLines) throw new AppError('SETTLEMENT_STATEMENT_TOO_LARGE');
    const lines = withLines ? await repository.linesOfPeriod(storeCode, period, settlementLimits.statementMaxLines) : [];
    return { storeCode, storeName: await repository.storeName(storeCode), period, totals, lines, issuedAt: this.deps.clock.now() };
  }

  async invoice(storeCode: string, period: string, language: PageLanguage): Promise<Uint8Array> {
    const document = await this.periodDocument(storeCode, period, false);
    const fees = await this.deps.repository.feeTotals(storeCode, period);
    const names = await this.deps.products.categoryNames(fees.categories.map((fee) => fee.categoryCode));
    return feeInvoicePdf(document, fees, language, (code) => names.get(code)?.[language] ?? null);
  }

  async statement(storeCode: string, period: string, language: PageLanguage): Promise<Uint8Array> {
    return settlementStatementPdf(await this.periodDocument(storeCode, period, true), language);
  }
}

/** The line of a completed order with its amounts. */
export function lineOf(
  order: Pick<CompletedOrder, 'id' | 'orderNumber' | 'storeCode' | 'completedAt'>,
  amounts: ReturnType<typeof settlementAmountsOf>,
  businessTypes: readonly string[],
  terms: Pick<SettlementTerms, 'regularDays' | 'officialDays'>,
) {
  const official = businessTypes.includes('OFFICIAL');
  return {
    storeCode: order.storeCode,
    orderId: order.id,
    orderNumber: order.orderNumber,
    storeType: official ? 'OFFICIAL' : 'REGULAR',
    period: periodOf(order.completedAt),
    completedAt: order.completedAt,
    settleAt: new Date(order.completedAt.getTime() + (official ? terms.officialDays : terms.regularDays) * dayMs),
    status: 'TO_SETTLE',
    ...amounts,
  };
}
