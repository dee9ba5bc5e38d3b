import type { Db } from '../db/client.ts'

/**
 * What repositories and services take: a transaction, or the database itself where one statement
 * needs none. A service passes its transaction on so that several writes commit together.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db
