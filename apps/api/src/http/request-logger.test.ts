import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log';
import { RequestLogger, requestLoggerFactory } from './request-logger';

/** The server's pino logger (as Fastify makes it) writing into `lines`. */
function capture(level: string): { lines: Record<string, unknown>[]; logger: FastifyBaseLogger } {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
  return { lines, logger: Fastify({ logger: { level, stream } }).log };
}

describe('RequestLogger', () => {
  it("writes a request's lines as pino's child does, the request's id bound, and makes the child only then", () => {
    const { lines, logger } = capture('info');
    let children = 0;
    const parent = Object.assign(Object.create(logger) as FastifyBaseLogger, {
      child: (...args: Parameters<FastifyBaseLogger['child']>) => (children++, logger.child(...args)),
    });
    const log = new RequestLogger(parent, { reqId: 'req-1' });
    log.debug('below the level');
    expect(children).toBe(0);
    log.warn({ code: 'X' }, 'first');
    log.info('second');
    expect(children).toBe(1);
    expect(lines.map(({ reqId, msg, code }) => ({ reqId, msg, code }))).toEqual([
      { reqId: 'req-1', msg: 'first', code: 'X' },
      { reqId: 'req-1', msg: 'second', code: undefined },
    ]);
    expect(log.level).toBe('info');
  });

  it("is the server's request logger: the access line and a handler's own line carry the request's id", async () => {
    const { lines, logger } = capture('info');
    const app = Fastify({ loggerInstance: logger, logController: new AccessLog(), childLoggerFactory: requestLoggerFactory, genReqId: () => 'req-7' });
    app.get('/quiet', async () => 'ok');
    app.get('/talks', async (request) => {
      request.log.info('from the handler');
      return 'ok';
    });
    await app.inject('/quiet');
    await app.inject('/talks');
    expect(lines.map(({ reqId, msg, req }) => ({ reqId, msg, url: (req as { url?: string } | undefined)?.url }))).toEqual([
      { reqId: 'req-7', msg: 'request completed', url: '/quiet' },
      { reqId: 'req-7', msg: 'from the handler', url: undefined },
      { reqId: 'req-7', msg: 'request completed', url: '/talks' },
    ]);
    await app.close();
  });
});
