import type { Db } from './database';

/**
 * A query prepared once per database handle and then executed with new values: drizzle builds
 * its SQL once, and PostgreSQL parses and plans it once per connection. For the statements every
 * request runs (the session lookup, a new mood, the chat history).
 */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDatabase = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
