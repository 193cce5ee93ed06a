import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/** Named statements kept per PGlite session; past this many, the one used least recently is closed. */
export const MAX_PREPARED = 200;

/** The statement's plan no longer fits (a table changed under it), or the statement is gone. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

/** Numbers the statements of every wrapper in this process, so two on one session never collide. */
let statementNumber = 0;

interface Prepared {
  name: string;
  /** The parameters' type ids, as PGlite's own query reads them to serialise the values. */
  types: number[];
}

/**
 * The PGlite client that drizzle uses, with its queries outside a transaction run as named
 * statements, prepared once per text (decision 162). PGlite's `query` sends every statement
 * unnamed: parsed, described and planned on every call. Drizzle's `.prepare(name)` does not change
 * that on PGlite (it keeps no server-side statement there), so a check-in's insert cost about
 * 2.5 times its execution. Here a text is parsed and described once (what PostgreSQL drivers do
 * with a named statement), then each call sends only Bind, Describe, Execute and Sync, under the
 * same two locks as `query` and with the same serialisers, parsers and write to disk afterwards.
 * Queries inside a transaction (drizzle runs them on PGlite's transaction object) run as before.
 * At most `max` texts are kept: a new one closes the one used least recently (so a start's one-off
 * statements, the content sync's, do not keep the check-in's out). A statement whose plan went
 * stale runs again unnamed.
 */
export function withPreparedStatements(client: PGlite, max = MAX_PREPARED): PGlite {
  const statements = new PreparedStatements(client, max);
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return statements.query.bind(statements);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The statements of one PGlite session, by text (a class, so a test can watch `query` on its prototype). */
export class PreparedStatements {
  readonly #prepared = new Map<string, Prepared>();
  /**
   * PGlite's wire protocol helpers, from its module: loaded already, since the client exists. Not a
   * static import, so that a server on PostgreSQL never loads PGlite (decision 164).
   */
  readonly #pglite = import('@electric-sql/pglite');

  constructor(
    private readonly client: PGlite,
    private readonly max: number,
  ) {}

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const { client } = this;
    if (client.closed) return client.query<T>(text, params, options);
    try {
      // As PGlite's own query: ready first, then the locks (so a transaction begun before waits us out).
      await client.waitReady;
      return await client._runExclusiveTransaction(() => client.runExclusive(() => this.#runNamed<T>(text, params, options)));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !STALE_STATEMENT.has(code)) throw error;
      this.#prepared.delete(text);
      return client.query<T>(text, params, options);
    }
  }

  #send(message: Uint8Array) {
    return this.client.execProtocolStream(message, { syncToFs: false });
  }

  async #runNamed<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const { client } = this;
    const { parse, protocol } = await this.#pglite;
    const messages = [];
    try {
      let statement = this.#prepared.get(text);
      if (statement) {
        // The most recently used last: Map keeps the order of insertion.
        this.#prepared.delete(text);
        this.#prepared.set(text, statement);
      } else {
        const [leastRecent] = this.#prepared;
        if (leastRecent && this.#prepared.size >= this.max) {
          this.#prepared.delete(leastRecent[0]);
          await this.#send(protocol.serialize.close({ type: 'S', name: leastRecent[1].name }));
        }
        const name = `recalibrate_${(statementNumber += 1)}`;
        await this.#send(protocol.serialize.parse({ name, text }));
        const types = parse.parseDescribeStatementResults(await this.#send(protocol.serialize.describe({ type: 'S', name })));
        statement = { name, types };
        this.#prepared.set(text, statement);
      }
      const { types } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = options?.serializers?.[types[i]] ?? client.serializers[types[i]];
        return serialize ? serialize(value) : String(value);
      });
      messages.push(...(await this.#send(protocol.serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await this.#send(protocol.serialize.describe({ type: 'P' }))));
      messages.push(...(await this.#send(protocol.serialize.execute({}))));
    } finally {
      messages.push(...(await this.#send(protocol.serialize.sync())));
    }
    await client.syncToFs();
    // PGlite merges a query's own parsers by copying its whole table (318 types) for every query,
    // 70-110 µs a check-in; drizzle gives parsers to each. Looked up through the table instead.
    const parsers = options?.parsers
      ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)
      : client.parsers;
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }
}
