import { deliveryRulesBody } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { deliveryBody } from './settings-form.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}
/** Every district ticked as it is built in, except the ones given. */
const builtIn = () => {
  const fields: Record<string, string> = {}
  for (const code of ['central-western', 'wan-chai', 'kwun-tong', 'sha-tin'])
    for (const day of [1, 2, 3, 4, 5, 6]) fields[`district_${code}_${day}`] = 'on'
  return fields
}

describe('delivery calendar form', () => {
  it('adds the blank row, drops a removed or emptied one, sends only changed districts', () => {
    const body = deliveryBody(
      form({
        version: '7',
        holidays_saved: '2',
        holidays_0_date: '2026-12-28',
        holidays_0_name_en: 'Make-up day',
        holidays_0_remove: 'on',
        holidays_1_date: '',
        holidays_1_name_en: '',
        holidays_2_date: '2027-01-04',
        holidays_2_name_en: 'Typhoon day',
        holidays_2_name_zh: '風球',
        ...builtIn(),
        'district_kwun-tong_1': '',
        'district_kwun-tong_2': '',
      }),
    )
    expect(body.version).toBe(7)
    expect(body.holidays).toEqual([
      { date: '2027-01-04', name: { en: 'Typhoon day', zh: '風球', cn: '' } },
    ])
    // unticked boxes are not posted: Kwun Tong keeps Wednesday to Saturday; the islands, whose
    // boxes this form left out, read as served on no day
    expect(body.districts).toContainEqual({ code: 'kwun-tong', days: [3, 4, 5, 6] })
    expect(body.districts.find((d) => d.code === 'wan-chai')).toBeUndefined()
    expect(deliveryRulesBody.safeParse(body).success).toBe(true)
  })
})
