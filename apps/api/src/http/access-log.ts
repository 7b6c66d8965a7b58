import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The access log: one line per answered request, `request completed` at info (`request errored` at error when the
 * answer failed on its way out), with what an operator reads a request by: `reqId` (the `X-Request-Id`), `req`
 * (method, URL with secret query values redacted, host, client address and port: `redactingSerializers`),
 * `res.statusCode` and `responseTime` in ms. Fastify's own logging writes two lines per request (`incoming request`,
 * then `request completed` without the request's fields), which doubled the log's cost of a cheap call; a request
 * that never completes shows in the metrics and the error log instead. A log level above info turns it off.
 *
 * The completed line is written by the server's logger with the request's id among its fields (the same line as the
 * request's own logger writes), so a request that logs nothing else never makes its logger (`request-logger.ts`).
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {
    // The request's fields go into its one line when it completes.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else request.server.log.info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
