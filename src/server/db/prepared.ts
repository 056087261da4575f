/**
 * A query built once per database handle and prepared there (on PostgreSQL a named statement, parsed
 * and planned once per connection). For the hottest reads: building a Drizzle query cost ~70 µs and
 * PostgreSQL's parse and plan most of its time per /api/me (scripts/bench/load.mjs). Keyed by the handle,
 * so a transaction's queries go when the transaction does.
 */
export function preparedPer<Db extends object, Query>(build: (db: Db) => Query): (db: Db) => Query {
  const queries = new WeakMap<Db, Query>();
  return (db) => {
    let query = queries.get(db);
    if (query === undefined) {
      query = build(db);
      queries.set(db, query);
    }
    return query;
  };
}
