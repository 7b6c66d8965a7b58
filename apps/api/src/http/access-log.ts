import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { hostname } from 'node:os';
import { jsonString } from './json-text';
import { requestJsonWriter } from './log-redaction';

/** The server's logger options as `AppDeps.logger` gives them (pino's): where the lines go and how a request is logged. */
export interface AccessLogOptions {
  level?: string;
  stream?: { write(line: string): unknown };
  serializers?: { req?(request: FastifyRequest): unknown };
}

/** Where the access log writes its lines itself, and how it writes the request. */
interface DirectWriting {
  stream: NonNullable<AccessLogOptions['stream']>;
  /** The request's `req` field: the serializer's value as JSON. */
  requestJson(request: FastifyRequest): string;
}

/**
 * The access log: one line per answered request, `request completed` at info (`request errored` at error when the
 * answer failed on its way out), with what an operator reads a request by: `reqId` (the `X-Request-Id`), `req`
 * (method, URL with secret query values redacted, host, client address and port: `redactingSerializers`),
 * `res.statusCode` and `responseTime` in ms. Fastify's own logging writes two lines per request (`incoming request`,
 * then `request completed` without the request's fields), which doubled the log's cost of a cheap call; a request
 * that never completes shows in the metrics and the error log instead. A log level above info turns it off.
 *
 * The completed line is the one line every request writes: when the logger is pino with its default format writing
 * to a stream (the server's `LogDestination`, a test's capture), it is written here as pino writes it (its level,
 * time, pid and hostname, then the fields in that order, the request through the same serializer, ours written as
 * its JSON directly: `requestLogJson`), without pino's generic walk over the fields, which cost a cheap call more than
 * the rest of its logging. Otherwise pino writes it.
 * Either way the request's own logger is not made (`request-logger.ts`).
 */
export class AccessLog extends LogController {
  private readonly direct: DirectWriting | null;
  private prefix: string | null = null;

  /**
   * @param options the server's logger options (`AppDeps.logger`)
   * @param completed what else counts each answered request (the request metrics), told in the same call: an
   * onResponse hook would add a stage to every request.
   */
  constructor(
    options?: unknown,
    private readonly completed?: (request: FastifyRequest, reply: FastifyReply) => void,
  ) {
    super();
    this.direct = directWriting(options);
  }

  override incomingRequest(): void {
    // The request's fields go into its one line when it completes.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.completed?.(request, reply);
    if (error) return reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    const log = request.server.log as FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };
    if (!this.direct || !log.isLevelEnabled)
      return log.info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    if (!log.isLevelEnabled('info')) return;
    // pino's default base fields, as its own lines carry them.
    this.prefix ??= `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
    this.direct.stream.write(
      `{"level":30,"time":${Date.now()}${this.prefix},"reqId":${jsonString(request.id)},"req":${this.direct.requestJson(request)},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    );
  }
}

/** The stream and request serializer when pino's options are only those (its format otherwise its defaults). */
function directWriting(options: unknown): DirectWriting | null {
  if (typeof options !== 'object' || options === null) return null;
  const { stream, serializers, ...rest } = options as AccessLogOptions;
  const serializeRequest = serializers?.req;
  if (!stream || !serializeRequest || Object.keys(rest).some((key) => key !== 'level')) return null;
  return { stream, requestJson: requestJsonWriter(serializeRequest) };
}
