/**
 * Money in the API is the contract's (ADR 011, ADR 020): whole cents in arithmetic, decimal
 * strings with two places ("1299.50") in every answer. numeric(12,2) columns read as strings and
 * go through `toCents`; JSON built in SQL casts them to text first, so no float ever holds one.
 */
export { type Cents, fromCents, toCents } from '@shop/contract'
