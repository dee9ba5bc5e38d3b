import type { AdminStudioHoursBody } from '@shop/contract/client'
import { text } from './forms.ts'

/** Periods a day may have on the hours form (a lunch break makes two). */
export const PERIODS_PER_DAY = 2
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const

export const opensField = (weekday: number, period: number) => `d${weekday}_${period}_opens`
export const closesField = (weekday: number, period: number) => `d${weekday}_${period}_closes`

/**
 * The posted week of one showroom or designer as the API body, and for each span of the body
 * the names of its two fields (so the contract's errors land on the right inputs). A period with
 * both times empty is a day off.
 */
export function readHoursForm(form: FormData) {
  const owner = text(form, 'owner')
  const [kind, id] = owner.split(':')
  const hours: { weekday: number; opens_at: string; closes_at: string }[] = []
  const fields: { opens_at: string; closes_at: string }[] = []
  const values: Record<string, string> = { owner }
  for (const weekday of WEEKDAYS)
    for (let period = 0; period < PERIODS_PER_DAY; period++) {
      const opens = opensField(weekday, period)
      const closes = closesField(weekday, period)
      const span = {
        opens_at: text(form, opens).trim(),
        closes_at: text(form, closes).trim(),
      }
      values[opens] = span.opens_at
      values[closes] = span.closes_at
      if (!span.opens_at && !span.closes_at) continue
      hours.push({ weekday, ...span })
      fields.push({ opens_at: opens, closes_at: closes })
    }
  const body: Partial<AdminStudioHoursBody> = {
    ...(kind === 'showroom' && id ? { showroom_id: id } : {}),
    ...(kind === 'designer' && id ? { designer_id: id } : {}),
    hours,
  }
  return { body, fields, values }
}

/** Field name → message key, from the contract's issues (`hours.3.closes_at` → `d2_1_closes`). */
export function hoursFieldErrors(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
  fields: { opens_at: string; closes_at: string }[],
) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)
    const [head, index, field] = path.map(String)
    const name =
      head === 'hours' && index !== undefined && (field === 'opens_at' || field === 'closes_at')
        ? fields[Number(index)]?.[field]
        : 'owner'
    if (name) errors[name] ??= issue.message
  }
  return errors
}
