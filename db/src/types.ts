// The query interface every module sees, whichever backend is behind it.
export type Row = Record<string, unknown>;

export interface Queryable {
  /**
   * The rows as the driver returns them. Query modules read through queryRows (rows.ts), which types
   * them from a schema; `T` is never inferred from where the result goes, so leaving it out gives Row.
   */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<NoInfer<T>[]>;
}

export interface Tx extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements in one round trip (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database could not be reached (refused, timed out, unknown host, no free connection): 503. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}
