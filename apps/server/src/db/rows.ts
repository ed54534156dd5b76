/**
 * The rows of a raw SQL result (`db.execute(sql...)`), typed by the caller who wrote the SELECT:
 * node-postgres and PGlite both answer `{ rows }`, which drizzle's execute types loosely.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
