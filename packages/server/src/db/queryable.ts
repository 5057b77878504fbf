/** What the server needs of PostgreSQL, whether it is embedded PGlite or a real server. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}
