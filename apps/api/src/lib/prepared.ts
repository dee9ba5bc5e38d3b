import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'

const dialect = new PgDialect()
type Prepared = ReturnType<Db['_']['session']['prepareQuery']>

/**
 * A hot statement written in SQL (issue 31): its text is built once, and PostgreSQL parses and
 * plans it once per connection (a named prepared statement); each call sends only its values.
 * `query` takes them as `sql.placeholder(name)`; `name` must be unique in the API. Rows come back
 * as PostgreSQL names their columns. Never inside a transaction (`db` is the database itself).
 */
export function preparedStatement<Row>(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query)
  const perDatabase = new WeakMap<Db, Prepared>()
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    let prepared = perDatabase.get(db)
    if (!prepared) {
      prepared = db._.session.prepareQuery(built, undefined, name, false)
      perDatabase.set(db, prepared)
    }
    const result = await prepared.execute(values)
    return (result as { rows: Row[] }).rows
  }
}
