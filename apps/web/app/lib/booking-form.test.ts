import { describe, expect, it } from 'vitest'
import {
  appointmentResultUrls,
  bookingForm,
  bookingFormInput,
  wholeNumber,
} from './booking-form.ts'
import { validate } from './forms.ts'

const VARIANT = '3f1c2e4a-5b6c-4d7e-8f90-a1b2c3d4e5f6'
const SHOWROOM = '7a1c2e4a-5b6c-4d7e-8f90-a1b2c3d4e5f6'
const urls = { origin: 'https://shop.example.hk', prefix: '/zh' }

function form(fields: Record<string, string>, files: File[] = []) {
  const data = new FormData()
  const base = {
    variant_id: VARIANT,
    format: 'HOME_VISIT',
    showroom_id: SHOWROOM,
    district: 'sha-tin',
    starts_at: '2026-12-01T02:00:00.000Z',
    size_sqft: '620',
    rooms: '3',
    style: 'Japandi',
    address: 'Flat 12A, City One',
    name: 'Wong Siu Ming',
    area_code: '852',
    phone: '61234567',
    email: '',
    payment_method: 'FPS',
    terms_accepted: 'yes',
  }
  for (const [name, value] of Object.entries({ ...base, ...fields })) data.set(name, value)
  for (const file of files) data.append('files', file)
  return data
}

describe('the booking form', () => {
  it('sends a home visit with its district and address, not the showroom, and comes back to appointment', () => {
    const checked = validate(bookingForm, bookingFormInput(form({}), urls))
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    expect(checked.body.body).toMatchObject({
      district: 'sha-tin',
      showroom_id: null,
      flat: { size_sqft: 620, rooms: 3, address: 'Flat 12A, City One', files: [] },
      success_url: 'https://shop.example.hk/zh/result/appointment/success',
      cancel_url: 'https://shop.example.hk/zh/result/appointment/cancelled',
    })
  })

  it('sends a showroom visit without district or address', () => {
    const input = bookingFormInput(form({ format: 'SHOWROOM' }), urls)
    expect(input.body).toMatchObject({ showroom_id: SHOWROOM, district: null })
    expect(input.body.flat.address).toBe('')
  })

  it('names what is missing in words a shopper understands', () => {
    const checked = validate(
      bookingForm,
      bookingFormInput(form({ starts_at: '', size_sqft: '', rooms: 'three', address: ' ' }), urls),
    )
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.fieldErrors).toMatchObject({
      starts_at: 'booking.errors.slotRequired',
      size_sqft: 'booking.errors.sizeRequired',
      rooms: 'booking.errors.roomsRequired',
      address: 'booking.errors.addressRequired',
    })
    expect(checked.error).toBe('booking.errors.slotRequired')
  })

  it('keeps the contract rules: a flat under 50 sq ft, no terms, no way to reach the shopper', () => {
    const checked = validate(
      bookingForm,
      bookingFormInput(form({ size_sqft: '20', terms_accepted: '', phone: '' }), urls),
    )
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.fieldErrors.size_sqft).toBe('booking.errors.sizeRequired')
    expect(checked.fieldErrors.terms_accepted).toBe('errors.termsRequired')
    expect(checked.fieldErrors.email).toBe('errors.contactRequired')
  })

  it('refuses more than ten photos or plans', () => {
    const files = Array.from({ length: 11 }, (_, i) => new File(['x'], `plan-${i}.png`))
    const checked = validate(bookingForm, bookingFormInput(form({}, files), urls))
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.fieldErrors.files).toBe('orders.images.tooMany')
  })

  it('reads whole numbers only', () => {
    expect(wholeNumber(' 620 ')).toBe(620)
    expect(Number.isNaN(wholeNumber(''))).toBe(true)
    expect(Number.isNaN(wholeNumber('6.5'))).toBe(true)
    expect(appointmentResultUrls('https://x.hk/', '').success_url).toBe(
      'https://x.hk/result/appointment/success',
    )
  })
})
