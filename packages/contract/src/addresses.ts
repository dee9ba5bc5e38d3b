import { z } from 'zod'
import { ADDRESS_LABEL_MAX } from './constants.ts'
import { hkAddress, orderHkAddress } from './delivery.ts'
import { areaCode, optionalPhone, tooLong } from './validators.ts'

/**
 * A member's address book (issue 30, ADR 066): delivery addresses in Hong Kong kept for the next
 * checkout, one of them the default. The address part is the checkout's own `hkAddress`, so a
 * saved address is refused or accepted with the same words as at checkout.
 */

/** `POST /addresses`, `PUT /addresses/{id}`. */
export const savedAddressBody = z.strictObject({
  label: z.string().trim().max(ADDRESS_LABEL_MAX, tooLong(ADDRESS_LABEL_MAX)).default(''),
  name: z.string().trim().min(1, { message: 'errors.required' }).max(100, tooLong(100)),
  area_code: areaCode.default('852'),
  phone: optionalPhone.default(''),
  address: hkAddress,
  /** Make this one the default (the others lose it); the first address is the default anyway. */
  is_default: z.boolean().default(false),
})
export type SavedAddressBody = z.input<typeof savedAddressBody>

export const savedAddress = z
  .object({
    _id: z.string(),
    label: z.string(),
    name: z.string(),
    area_code: z.string(),
    phone: z.string(),
    address: orderHkAddress,
    is_default: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SavedAddress' })
export type SavedAddress = z.infer<typeof savedAddress>

/** The recipient and address of the member's last order delivered in Hong Kong. */
export const lastOrderAddress = z
  .object({ name: z.string(), area_code: z.string(), phone: z.string(), address: orderHkAddress })
  .meta({ id: 'LastOrderAddress' })
export type LastOrderAddress = z.infer<typeof lastOrderAddress>

/** `GET /addresses/all`: the default first, then newest first; never more than the maximum. */
export const savedAddressList = z
  .object({
    data: z.array(savedAddress),
    max: z.number().int(),
    /** What checkout fills in when no address is saved; null before a first delivery. */
    last_order: lastOrderAddress.nullable(),
  })
  .meta({ id: 'SavedAddressList' })
export type SavedAddressList = z.infer<typeof savedAddressList>

export const savedAddressParams = z.object({ id: z.uuid() })
export const savedAddressDeleted = z.object({ _id: z.string(), deleted: z.literal(true) })
