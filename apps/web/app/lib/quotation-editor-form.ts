import {
  type AdminQuotationDetails,
  fromCents,
  QUOTATION_LINE_CATEGORIES,
  toCents,
} from '@shop/contract'
import { hongKongLocal } from './voucher-offer-form.ts'

/**
 * The staff quotation editor (issue 17): its fields as the browser posts them, the API body they
 * make (`issueQuotationBody`, checked in the action), field errors by field name, and the totals
 * estimated from what was typed. Lines are rows `line_{n}_…`; an empty row is skipped, so a page
 * without JavaScript offers a few spare rows instead of an "Add" button.
 */
export const TEXT_LANGUAGES = ['en', 'zh', 'cn'] as const
export const LINE_FIELDS = [
  'category',
  'description_en',
  'description_zh',
  'description_cn',
  'qty',
  'unit_price',
  'variant_id',
] as const
const FIELDS = [
  'discount',
  'first_kind',
  'first_value',
  'valid_until',
  'terms_en',
  'terms_zh',
  'terms_cn',
  'note',
]
/** Spare empty rows under the written ones (enough for a first quotation without script). */
export const SPARE_ROWS = 3

export type EditorValues = Record<string, string>
const LINE_NAME = /^line_(\d+)_category$/

/** The row numbers present in the values, in order. */
export function rowsOf(values: EditorValues): number[] {
  return Object.keys(values)
    .map((key) => LINE_NAME.exec(key)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
}

export function readEditorForm(form: FormData): EditorValues {
  const values: EditorValues = {}
  for (const [key, value] of form.entries())
    if (typeof value === 'string' && (FIELDS.includes(key) || key.startsWith('line_')))
      values[key] = value
  return values
}

const trimmed = (value: string | undefined) => (value ?? '').trim()
/** "100" or "99.5" become "100.00" and "99.50"; anything else passes on to be refused. */
function money(value: string | undefined): string | undefined {
  const text = trimmed(value).replace(/,/g, '')
  if (text === '') return undefined
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text).toFixed(2) : text
}
const whole = (value: string | undefined) => (trimmed(value) === '' ? undefined : Number(value))

/** A row with nothing typed but its category is not a line. */
function isEmptyRow(values: EditorValues, row: number) {
  return LINE_FIELDS.filter((f) => f !== 'category').every(
    (f) => trimmed(values[`line_${row}_${f}`]) === '',
  )
}

/** The API body, and which form row each line came from (to put errors back on the row). */
export function editorBody(values: EditorValues) {
  const rows = rowsOf(values).filter((row) => !isEmptyRow(values, row))
  const at = (row: number, field: string) => values[`line_${row}_${field}`]
  const percent = values.first_kind !== 'amount'
  const validUntil = trimmed(values.valid_until)
  return {
    rows,
    body: {
      lines: rows.map((row) => ({
        category: at(row, 'category'),
        description: Object.fromEntries(
          TEXT_LANGUAGES.map((l) => [l, trimmed(at(row, `description_${l}`))]),
        ),
        qty: whole(at(row, 'qty')),
        unit_price: money(at(row, 'unit_price')),
        variant_id: trimmed(at(row, 'variant_id')) || null,
      })),
      discount: money(values.discount) ?? '0.00',
      first_installment: percent
        ? { percent: Number(trimmed(values.first_value) || Number.NaN) }
        : { amount: money(values.first_value) },
      valid_until: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(validUntil)
        ? `${validUntil}:00+08:00`
        : validUntil,
      terms: Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, trimmed(values[`terms_${l}`])])),
      note: trimmed(values.note),
    },
  }
}

/** The API's English messages that have a back-office text of their own. */
const MESSAGES: [RegExp, string][] = [
  [/discount cannot be more/i, 'admin.quotations.errors.discountTooLarge'],
  [/first installment cannot be more/i, 'admin.quotations.errors.firstTooLarge'],
  [/catalogue item/i, 'admin.quotations.errors.unknownVariant'],
  [/after today|future date/i, 'admin.quotations.errors.futureDate'],
]
const messageOf = (message: string) =>
  message.startsWith('errors.') || message.startsWith('admin.')
    ? message
    : (MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? 'admin.errors.invalid')

/**
 * Field errors by form field: `lines.0.description.en` is `line_{row}_description_en`,
 * `first_installment.percent` is `first_value`, `terms.zh` is `terms_zh` (the API prefixes
 * `body.`). An empty required box says "required".
 */
export function editorFieldErrors(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
  rows: number[],
  values: EditorValues,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const raw = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)
    const path = raw[0] === 'body' ? raw.slice(1) : raw
    let field: string
    if (path[0] === 'lines' && path.length > 2) {
      const row = rows[Number(path[1])]
      field = `line_${row}_${path.slice(2).join('_')}`
    } else if (path[0] === 'lines') field = 'lines'
    else if (path[0] === 'first_installment') field = 'first_value'
    else field = path.join('_') || 'form'
    const empty = field in values || field.startsWith('line_') ? !trimmed(values[field]) : false
    errors[field] ??= empty ? 'errors.required' : messageOf(issue.message)
  }
  if (errors.lines && rows.length === 0) errors.lines = 'admin.quotations.errors.noLines'
  return errors
}

/** Subtotal, total and installments of what was typed, or null while it does not add up. */
export function estimateTotals(values: EditorValues) {
  try {
    const { body } = editorBody(values)
    let subtotal = 0
    for (const line of body.lines) {
      if (line.qty === undefined || !line.unit_price) return null
      subtotal += line.qty * toCents(line.unit_price)
    }
    const discount = toCents(body.discount)
    const total = subtotal - discount
    const { percent, amount } = body.first_installment
    const first =
      percent !== undefined
        ? Math.round((total * Math.round(percent * 100)) / 10_000)
        : toCents(amount ?? '')
    if (![subtotal, total, first].every(Number.isFinite) || total < 0 || first > total) return null
    return {
      subtotal: fromCents(subtotal),
      total: fromCents(total),
      first: fromCents(first),
      second: fromCents(total - first),
    }
  } catch {
    return null
  }
}

const DAY_MS = 86_400_000

/** The editor filled with the latest version (a revision starts from it), or a blank one. */
export function editorValues(quotation: AdminQuotationDetails, now = Date.now()): EditorValues {
  const latest = quotation.versions[0]
  const values: EditorValues = {
    discount: latest?.discount ?? '',
    first_kind: 'percent',
    first_value: '50',
    valid_until: hongKongLocal(new Date(now + 30 * DAY_MS).toISOString()),
    terms_en: latest?.terms.en ?? '',
    terms_zh: latest?.terms.zh ?? '',
    terms_cn: latest?.terms.cn ?? '',
    note: '',
  }
  if (latest && latest.total !== '0.00') {
    // the first installment as it was, as a plain amount
    values.first_kind = 'amount'
    values.first_value = latest.first_installment
  }
  const lines = latest?.lines ?? []
  lines.forEach((line, row) => {
    values[`line_${row}_category`] = line.category
    for (const l of TEXT_LANGUAGES) values[`line_${row}_description_${l}`] = line.description[l]
    values[`line_${row}_qty`] = String(line.qty)
    values[`line_${row}_unit_price`] = line.unit_price
    values[`line_${row}_variant_id`] = line.variant_id ?? ''
  })
  return withSpareRows(values)
}

/** Adds the empty spare rows under the last one. */
export function withSpareRows(values: EditorValues): EditorValues {
  const rows = rowsOf(values)
  const next = rows.length ? Math.max(...rows) + 1 : 0
  const out = { ...values }
  for (let row = next; row < next + SPARE_ROWS; row++) {
    out[`line_${row}_category`] = QUOTATION_LINE_CATEGORIES[0]
    for (const f of LINE_FIELDS.slice(1)) out[`line_${row}_${f}`] = ''
  }
  return out
}
