import { parse, protocol, TransactionAbortedError, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** How many statements one embedded database keeps prepared; past it the least recently used is closed. */
export const preparedStatementsMax = 200;

/** What PGlite's query runs inside; internal to PGlite, present on every instance (`BasePGlite`). */
type PgliteInternals = Pick<
  PGlite,
  'execProtocolStream' | 'parsers' | 'serializers' | 'syncToFs' | '_checkReady' | '_runExclusiveQuery' | '_runExclusiveTransaction' | 'exec' | 'listen'
>;

/** What a transaction of `PgliteStatements.transaction` offers: what drizzle's PGlite session asks of PGlite's. */
export type PgliteStatementsTransaction = Pick<Transaction, 'query' | 'exec' | 'rollback' | 'listen' | 'closed'>;

/** A transaction's state: BEGIN goes with its first statement, so a transaction that runs none sends nothing. */
interface TransactionState {
  begun: boolean;
  closed: boolean;
}

interface Prepared {
  name: string;
  /** The parameters' type oids, which choose how each value is written (as PGlite's own query does). */
  paramTypes: number[];
}

/**
 * The embedded database's statements as named prepared statements, each run in one pass through the protocol.
 *
 * PGlite's `query` sends a statement as six protocol messages (parse, describe, bind, describe, execute, sync), each
 * its own call into the WebAssembly PostgreSQL, and PostgreSQL parses, analyses and plans the text every time. Here a
 * statement's text is parsed once per database under a name of its own (its parameter types read then); each run is
 * then one call carrying bind, describe, execute and sync, and PostgreSQL reuses the parse and the plan cache. The
 * values are written, and the rows read, by PGlite's own serializers and parsers, so the same rows come back and the
 * same errors are thrown. What is kept prepared is bounded: past `max` texts, the least recently used one is closed.
 */
export class PgliteStatements {
  private readonly prepared = new Map<string, Prepared>();
  /** Evicted statements, closed at the start of the next call. */
  private closing: Uint8Array[] = [];
  private nextName = 0;

  constructor(
    private readonly client: PgliteInternals,
    private readonly max = preparedStatementsMax,
  ) {}

  /** Whether a client has what this runs on (a PGlite instance; a worker's proxy has not). */
  static supports(client: unknown): client is PgliteInternals {
    const c = client as Partial<PgliteInternals>;
    return typeof c._runExclusiveQuery === 'function' && typeof c._runExclusiveTransaction === 'function' && typeof c.execProtocolStream === 'function';
  }

  /** Statements kept prepared now. */
  get size(): number {
    return this.prepared.size;
  }

  /** `client.query` outside a transaction: waits for any transaction, as PGlite's does. */
  async query<T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined): Promise<Results<T>> {
    await this.client._checkReady();
    return this.client._runExclusiveTransaction(() => this.client._runExclusiveQuery(() => this.run<T>(text, params ?? [], options, false, null)));
  }

  /**
   * `client.transaction` in fewer calls: PGlite's sends BEGIN and COMMIT as simple queries, two calls into the
   * WebAssembly PostgreSQL each; here BEGIN is bound with the transaction's first statement, in that statement's
   * call, and COMMIT (or ROLLBACK) is one call of its own. The same transaction lock, the same rollback on a throw,
   * and the same error when PostgreSQL answers COMMIT with ROLLBACK (a statement of it failed and was caught).
   */
  async transaction<R>(work: (tx: PgliteStatementsTransaction) => Promise<R>): Promise<R> {
    await this.client._checkReady();
    return this.client._runExclusiveTransaction(async () => {
      const state: TransactionState = { begun: false, closed: false };
      const open = () => {
        if (state.closed) throw new Error('Transaction is closed');
      };
      const end = async (command: 'COMMIT' | 'ROLLBACK') => {
        state.closed = true;
        if (!state.begun) return command;
        const result = await this.client._runExclusiveQuery(() => this.run(command, [], undefined, true, null));
        return result.command;
      };
      const tx: PgliteStatementsTransaction = {
        query: <T>(text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.client._runExclusiveQuery(() => this.run<T>(text, params ?? [], options, true, state));
        },
        exec: async (text, options) => {
          open();
          if (!state.begun) await this.client._runExclusiveQuery(() => this.run('BEGIN', [], undefined, true, null));
          state.begun = true;
          return this.client.exec(text, options);
        },
        rollback: async () => {
          open();
          await end('ROLLBACK');
        },
        listen: (channel, callback) => {
          open();
          return this.client.listen(channel, callback);
        },
        get closed() {
          return state.closed;
        },
      };
      try {
        const result = await work(tx);
        if (!state.closed && (await end('COMMIT')) === 'ROLLBACK') throw withQuery(new TransactionAbortedError(), 'COMMIT', [], undefined);
        return result;
      } catch (error) {
        if (!state.closed) await end('ROLLBACK');
        throw error;
      }
    });
  }

  /** `tx.query` inside a transaction of PGlite's own `client.transaction` (which holds the transaction lock). */
  queryInTransaction<T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined): Promise<Results<T>> {
    return this.client._runExclusiveQuery(() => this.run<T>(text, params ?? [], options, true, null));
  }

  /** `transaction`: a transaction not begun yet gets BEGIN in front of this statement, in the same call. */
  private async run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    transaction: TransactionState | null,
  ): Promise<Results<T>> {
    const begin = transaction && !transaction.begun ? await this.statement('BEGIN', [], undefined) : null;
    const statement = await this.statement(text, params, options);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i];
      const serialize = options?.serializers?.[oid] ?? this.client.serializers[oid];
      return serialize ? serialize(param) : (param as { toString(): string }).toString();
    });
    let messages;
    try {
      messages = await this.client.execProtocolStream(
        concat([
          ...this.takeClosing(),
          ...(begin ? [protocol.serialize.bind({ statement: begin.name, values: [] }), protocol.serialize.execute({})] : []),
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
    } catch (error) {
      // BEGIN ran before the statement failed: the transaction is open (and failed), to be rolled back.
      if (begin && transaction) transaction.begun = true;
      // Whatever dropped the prepared statements (DISCARD ALL, DEALLOCATE) leaves none to reuse.
      if ((error as { code?: string }).code === '26000') this.prepared.clear();
      throw withQuery(error, text, params, options);
    }
    if (begin && transaction) transaction.begun = true;
    if (!inTransaction) await this.client.syncToFs();
    const results = parse.parseResults(messages, this.client.parsers, options);
    // BEGIN's result, when it went first, is not the statement's.
    return results[results.length - 1] as Results<T>;
  }

  /** The prepared statement of a text, prepared now if it is not (the most recently used goes last). */
  private async statement(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Prepared> {
    const statement = this.prepared.get(text);
    if (!statement) return this.prepare(text, params, options);
    // The most recently used last: the first in the map is the one to close.
    this.prepared.delete(text);
    this.prepared.set(text, statement);
    return statement;
  }

  /** Parses the text under a new name and reads its parameter types: one call, before the statement's first run. */
  private async prepare(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Prepared> {
    const name = `s${this.nextName++}`;
    let messages;
    try {
      messages = await this.client.execProtocolStream(
        concat([...this.takeClosing(), protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.prepared.set(text, statement);
    if (this.prepared.size > this.max) {
      const [oldestText, oldest] = this.prepared.entries().next().value as [string, Prepared];
      this.prepared.delete(oldestText);
      this.closing.push(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  }

  private takeClosing(): Uint8Array[] {
    if (!this.closing.length) return [];
    const taken = this.closing;
    this.closing = [];
    return taken;
  }
}

/** The failed statement on the error, as PGlite's own query adds it. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof Error && 'severity' in error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
