import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type LevelWithSilentOrString = FastifyBaseLogger['level'];

type LogArguments = Parameters<FastifyBaseLogger['info']>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** A pino logger's own check (not part of Fastify's logger type). */
interface LevelAware {
  isLevelEnabled?(level: string): boolean;
}

/**
 * A request's logger (`request.log`, `reply.log`), its pino child (the request's id bound) made when the request
 * first logs a line of its own at an enabled level. Most requests log nothing but their access line, which the
 * access log writes with the id itself (`access-log.ts`): a child per request (an object, its bindings serialized)
 * was work and garbage for every request.
 */
export class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger & LevelAware,
    private readonly bindings: Bindings,
  ) {}

  get level(): LevelWithSilentOrString {
    return (this.made ?? this.parent).level;
  }

  set level(level: LevelWithSilentOrString) {
    this.logger().level = level;
  }

  fatal(...args: LogArguments): void {
    this.log('fatal', args);
  }

  error(...args: LogArguments): void {
    this.log('error', args);
  }

  warn(...args: LogArguments): void {
    this.log('warn', args);
  }

  info(...args: LogArguments): void {
    this.log('info', args);
  }

  debug(...args: LogArguments): void {
    this.log('debug', args);
  }

  trace(...args: LogArguments): void {
    this.log('trace', args);
  }

  silent(): void {
    // Nothing is logged at silent.
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  private log(level: Level, args: LogArguments): void {
    if (!this.made && this.parent.isLevelEnabled?.(level) === false) return;
    // LogFn's overloads take (object, message, …) or (message, …): the arguments go through as they came.
    (this.logger()[level] as (...values: unknown[]) => void)(...args);
  }

  private logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }
}

/**
 * Fastify's `childLoggerFactory`: a `RequestLogger`, or pino's child at once when the route sets a level or
 * serializers of its own.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, options) {
  if (options.level || options.serializers) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
};
