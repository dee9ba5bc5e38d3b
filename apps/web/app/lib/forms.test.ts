import { loginBody, registerBody, updateDeliveryRecipientBody } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { deliveryBody } from './account-forms.ts'
import { asMessageKey, phoneLoginId, validate } from './forms.ts'

describe('validate', () => {
  it('names the failed field with its catalogue message (spec §5, §8)', () => {
    const result = validate(loginBody, {
      type: 'EMAIL',
      login_id: 'not-an-email',
      password: 'abcd1234',
    })
    expect(result).toEqual({
      ok: false,
      fieldErrors: { login_id: 'errors.emailFormat' },
      error: 'errors.emailFormat',
    })
  })

  it('reports the first failure as the toast and every field inline', () => {
    const result = validate(registerBody, {
      type: 'EMAIL',
      username: 'May',
      email: 'may@',
      password: 'short',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fieldErrors).toEqual({
      email: 'errors.emailFormat',
      password: 'errors.passwordFormat',
    })
    expect(['errors.emailFormat', 'errors.passwordFormat']).toContain(result.error)
  })

  it('keys nested fields by their own name', () => {
    const form = new FormData()
    for (const [k, v] of Object.entries({
      name: 'May',
      address: 'HK',
      area_code: '852',
      phone: '9a',
    }))
      form.set(k, v)
    const result = validate(updateDeliveryRecipientBody, deliveryBody(form))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.fieldErrors).toEqual({ phone: 'errors.phoneFormat' })
  })

  it('passes a good body through the schema', () => {
    const result = validate(loginBody, {
      type: 'PHONE',
      login_id: '85291234567',
      password: 'abcd1234',
    })
    expect(result).toEqual({
      ok: true,
      body: { type: 'PHONE', login_id: '85291234567', password: 'abcd1234' },
    })
  })
})

describe('helpers', () => {
  it('joins area code and phone into a digits-only login id (spec §7)', () => {
    expect(phoneLoginId('+852 ', ' 91234567')).toBe('85291234567')
  })

  it('shows a generic notice for messages that are not catalogue keys', () => {
    expect(asMessageKey('Too small: expected string to have >=1 characters')).toBe('errors.invalid')
    expect(asMessageKey('errors.required')).toBe('errors.required')
  })
})
