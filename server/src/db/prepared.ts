import type { Db } from './client';

/**
 * A query built once per database handle and prepared under a name: PostgreSQL parses and plans it once per
 * connection, and the app skips building its SQL on every request. For the queries of every request (the session,
 * the user object) or of a page (own word lists). Inside a transaction the handle is the transaction's, so the
 * statement is built for it again; node-postgres reuses the named statement on the connection.
 */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
