import { z } from 'zod'
import { MONEY_PATTERN } from './money.ts'

/**
 * Every amount of money in every answer of the API (ADR 020): HKD as a decimal string with two
 * places, "1299.50". Read and add it with `toCents`/`sumMoney` from `./money.ts`, never Number().
 */
export const money = z
  .string()
  .regex(MONEY_PATTERN)
  .meta({ id: 'Money', description: 'HKD as a decimal string with two places, e.g. "1299.50"' })
