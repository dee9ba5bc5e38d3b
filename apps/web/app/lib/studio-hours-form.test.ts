import { adminStudioHoursBody } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { hoursFieldErrors, readHoursForm } from './studio-hours-form.ts'

const ID = '6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

describe('the weekly hours form', () => {
  it('reads the periods typed, leaving days with both times empty as days off', () => {
    const { body } = readHoursForm(
      form({
        owner: `designer:${ID}`,
        d1_0_opens: '10:00',
        d1_0_closes: '13:00',
        d1_1_opens: '14:00',
        d1_1_closes: '18:00',
        d0_0_opens: '',
        d0_0_closes: '',
      }),
    )
    expect(body).toEqual({
      designer_id: ID,
      hours: [
        { weekday: 1, opens_at: '10:00', closes_at: '13:00' },
        { weekday: 1, opens_at: '14:00', closes_at: '18:00' },
      ],
    })
    expect(adminStudioHoursBody.safeParse(body).success).toBe(true)
  })

  it('puts the contract’s errors on the inputs they are about', () => {
    const { body, fields } = readHoursForm(
      form({
        owner: `showroom:${ID}`,
        d2_0_opens: '10:00',
        d2_0_closes: '14:00',
        d2_1_opens: '13:00',
        d2_1_closes: '12:00',
        d3_0_opens: '9',
        d3_0_closes: '',
      }),
    )
    const parsed = adminStudioHoursBody.safeParse(body)
    expect(parsed.success).toBe(false)
    const errors = hoursFieldErrors(parsed.error?.issues ?? [], fields)
    expect(errors.d2_1_closes).toBe('admin.studio.errors.order')
    expect(errors.d3_0_opens).toBe('admin.studio.errors.time')
    expect(errors.d3_0_closes).toBe('admin.studio.errors.time')
  })
})
