import { settlementCalls, settlementLimits } from '@seller-portal/contracts/settlements';
import { z } from 'zod';
import { route, type RouteContext, type RouteDefinition } from '../../http/define-route';
import type { RouteRateLimit } from '../../http/rate-limit';
import { requestLanguage } from '../../i18n/server-i18n';
import { signedIn, storeCodeOf } from '../session';
import { settlementsXlsx } from './export';
import type { SettlementService } from './service';

// Access, schemas and the codes of a bad filter or month are the calls' (`settlementCalls` in contracts).

const storeOf = (context: Pick<RouteContext<unknown, unknown>, 'session'>) => storeCodeOf(signedIn(context));

function sendFile(context: Pick<RouteContext<unknown, unknown>, 'reply'>, type: string, body: Uint8Array, fileName: string) {
  return context.reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(body));
}

/** The export and the documents are written while the request waits: one counter per user for all three. */
const filesLimit: RouteRateLimit = { name: 'settlement-files', key: 'user', max: settlementLimits.filesPerMinute, timeWindowMs: 60_000 };

export function settlementRoutes(settlements: SettlementService): RouteDefinition[] {
  return [
    route.call(settlementCalls.periods, (context) => settlements.periods(storeOf(context))),
    route.call(settlementCalls.lines, (context) => settlements.lines(storeOf(context), context.query)),
    route.call(settlementCalls.export, { rateLimit: filesLimit }, async (context) => {
      const storeCode = storeOf(context);
      const file = await settlementsXlsx(settlements, storeCode, context.query, requestLanguage(context.request));
      const range = [context.query.from, context.query.to].filter(Boolean).join('_') || 'all';
      return sendFile(context, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', file, `settlements-${storeCode}-${range}.xlsx`);
    }),
    route.call(settlementCalls.invoice, { rateLimit: filesLimit }, async (context) => {
      const storeCode = storeOf(context);
      const { period } = context.params;
      return sendFile(
        context,
        'application/pdf',
        await settlements.invoice(storeCode, period, requestLanguage(context.request)),
        `fee-invoice-${storeCode}-${period}.pdf`,
      );
    }),
    route.call(settlementCalls.statement, { rateLimit: filesLimit }, async (context) => {
      const storeCode = storeOf(context);
      const { period } = context.params;
      return sendFile(
        context,
        'application/pdf',
        await settlements.statement(storeCode, period, requestLanguage(context.request)),
        `settlement-statement-${storeCode}-${period}.pdf`,
      );
    }),
  ];
}

/** Headers a proxy adds: a request carrying one came through a proxy, whatever its socket says. */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/** Straight from this machine: a loopback socket and no proxy's forwarding header. */
function fromThisMachine(request: { socket: { remoteAddress?: string }; headers: Record<string, unknown> }): boolean {
  const raw = request.socket.remoteAddress ?? '';
  const address = raw.startsWith('::ffff:') ? raw.slice('::ffff:'.length) : raw;
  return (address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address)) && !forwardingHeaders.some((header) => header in request.headers);
}

export const settlementTestClockPath = '/dev/settlements/settle';

const testClockBody = z.object({
  storeCode: z.string().min(1).max(64),
  /** The instant the settlement job runs at (epoch ms): a line due by then settles. */
  at: z.number().int().min(0),
  /** Only this order's line (tests running side by side in one store each move their own). */
  orderNumber: z.string().min(1).max(64).optional(),
});

/**
 * The end-to-end runs' settlement clock: `POST /dev/settlements/settle { storeCode, at, orderNumber? }` runs the
 * settlement job for one store (one order's line, when named) as if it were `at`, so a test sees a line settle without waiting its days. Registered only with
 * SETTLEMENT_TEST_CLOCK=1 (refused in production), and for any request but one from this machine, not through a
 * proxy, it does not exist: it settles money early.
 */
export function settlementTestClockRoutes(settlements: SettlementService): RouteDefinition[] {
  return [
    route.post(settlementTestClockPath, { access: { public: true }, body: testClockBody, answer: 'raw' }, async ({ request, reply, body }) => {
      if (!fromThisMachine(request)) return reply.callNotFound();
      const settled = await settlements.settleDue(new Date(body.at), { storeCode: body.storeCode, orderNumber: body.orderNumber });
      return reply.type('application/json; charset=utf-8').send({ settled });
    }),
  ];
}
