import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log';
import { redactingSerializers } from './log-redaction';
import { requestLoggerFactory } from './request-logger';

/** A server logging into `lines`, its access line written by AccessLog itself (`direct`) or by pino. */
async function accessLine(direct: boolean, level = 'info'): Promise<string[]> {
  const lines: string[] = [];
  const logger = { level, serializers: redactingSerializers, stream: { write: (line: string) => lines.push(line) } };
  const app = Fastify({ logger, logController: new AccessLog(direct ? logger : undefined), childLoggerFactory: requestLoggerFactory, genReqId: () => 'req-9' });
  app.get('/items', async () => 'ok');
  await app.inject({ url: '/items?token=secret&page=2', headers: { host: 'seller.test' } });
  await app.close();
  return lines;
}

describe('the access log', () => {
  it("writes pino's line itself: the same fields in the same order, the URL's secrets redacted", async () => {
    const [direct] = await accessLine(true);
    const [byPino] = await accessLine(false);
    const parsed = JSON.parse(direct) as Record<string, unknown>;
    const expected = JSON.parse(byPino) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(Object.keys(expected));
    expect({ ...parsed, time: 0, responseTime: 0 }).toEqual({ ...expected, time: 0, responseTime: 0 });
    expect(parsed).toMatchObject({
      level: 30,
      reqId: 'req-9',
      req: { method: 'GET', url: '/items?token=[redacted]&page=2', host: 'seller.test' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof parsed.responseTime).toBe('number');
    expect(direct.endsWith('}\n')).toBe(true);
  });

  it('writes nothing above info', async () => {
    expect(await accessLine(true, 'warn')).toEqual([]);
  });
});
