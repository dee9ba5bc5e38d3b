/**
 * The shop's ids are UUIDs as PostgreSQL writes them; one pattern for the whole code base (any
 * case accepted, as PostgreSQL reads them). Browser-safe.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether `value` can be an id: anything else is answered "not found" without a query. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value)
