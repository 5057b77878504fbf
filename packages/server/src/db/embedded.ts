/** A statement's rows, as PGlite answers them. */
export interface EmbeddedQueryable {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * The part of PGlite the server uses: PGlite itself (in the caller's thread) and `pgliteThread` (on a worker thread,
 * docs/adr/0506) both are one.
 */
export interface EmbeddedPostgres extends EmbeddedQueryable {
  exec(sql: string): Promise<unknown>;
  /** Runs `work` in one transaction; statements outside it wait until it ends. */
  transaction<T>(work: (tx: EmbeddedQueryable) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  close(): Promise<void>;
}
