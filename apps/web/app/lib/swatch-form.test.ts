import { type AccountProfile, type SavedAddress, swatchRequestBody } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { validate } from './forms.ts'
import { swatchFormBody, swatchPrefill, swatchValues } from './swatch-form.ts'

const account: AccountProfile = {
  _id: 'a1',
  avatar: '',
  email: 'mei@example.hk',
  area_code: '852',
  phone: '98765432',
  gender: '',
  country: 'HK',
  username: 'Mei Ling',
  is_verified: true,
}
const saved = (label: string, isDefault: boolean, street: string): SavedAddress => ({
  _id: label,
  label,
  name: `Chan ${label}`,
  area_code: '852',
  phone: '91234567',
  address: {
    region: 'kowloon',
    district: 'kowloon-city',
    street,
    building: '',
    floor: '3',
    flat: '',
    access: 'STAIRS',
    stairs_floors: 3,
  },
  is_default: isDefault,
  created_at: '',
  updated_at: '',
})

describe('swatch form', () => {
  it('fills in a member’s default address, not the first one saved', () => {
    const book = {
      data: [saved('Office', false, '1 Office Road'), saved('Home', true, '8 Home Street')],
      max: 10,
      last_order: null,
    }
    const values = swatchPrefill(account, book, ['c1'])
    expect(values).toMatchObject({
      name: 'Chan Home',
      email: 'mei@example.hk',
      street: '8 Home Street',
      access: 'STAIRS',
      stairs_floors: '3',
      consent: '',
      colour_ids: ['c1'],
    })
  })

  it('leaves a guest’s form blank but for Hong Kong’s area code', () => {
    expect(swatchPrefill(null, null, [])).toMatchObject({
      name: '',
      email: '',
      area_code: '852',
      street: '',
      colour_ids: [],
    })
  })

  it('reads the posted form into the contract’s body and back into the same fields', () => {
    const form = new FormData()
    form.set('product_id', '6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001')
    form.append('colour_ids', '6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0002')
    form.append('colour_ids', '6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0003')
    for (const [name, value] of Object.entries({
      name: 'Lam Ka Yan',
      email: 'lam@example.hk',
      area_code: '852',
      phone: '９１２３ ４５６７',
      region: 'kowloon',
      district: 'kowloon-city',
      street: '1 Prince Edward Road West',
      floor: '12',
      access: 'LIFT',
      consent: 'yes',
    }))
      form.set(name, value)
    const parsed = validate(swatchRequestBody, swatchFormBody(form))
    expect(parsed.ok && parsed.body.phone).toBe('91234567')
    expect(parsed.ok && parsed.body.colour_ids).toHaveLength(2)
    expect(swatchValues(form)).toMatchObject({
      street: '1 Prince Edward Road West',
      consent: 'yes',
    })
    form.delete('consent')
    const refused = validate(swatchRequestBody, swatchFormBody(form))
    expect(refused.ok ? {} : refused.fieldErrors).toEqual({ consent: 'swatches.errors.consent' })
  })
})
