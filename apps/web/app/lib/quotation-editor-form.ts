import {
  type AdminQuotationDetails,
  type adminProducts,
  DAY_MS,
  fromCents,
  fromHkDateTime,
  hkDateTime,
  type Locale,
  localizedText,
  pickText,
  QUOTATION_LINE_CATEGORIES,
  toCents,
} from '@shop/contract'
import { z } from 'zod'

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
      valid_until: fromHkDateTime(validUntil) ?? '',
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

const NO_TEXT = { en: '', zh: '', cn: '' }

/** The editor filled with the latest version (a revision starts from it), or a blank one. */
export function editorValues(quotation: AdminQuotationDetails, now = Date.now()): EditorValues {
  const latest = quotation.versions[0]
  const values: EditorValues = {
    discount: latest?.discount ?? '',
    first_kind: 'percent',
    first_value: '50',
    valid_until: hkDateTime(now + 30 * DAY_MS),
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
    if (line.variant_id && line.item)
      values[`line_${row}_options`] = JSON.stringify([
        {
          id: line.variant_id,
          sku: line.item.sku,
          title: line.item.title,
          detail: NO_TEXT,
          price: '',
        },
      ] satisfies CatalogueOption[])
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

/**
 * The catalogue items a line offers to choose from (issue 27: "quotation lines pick a product by
 * name, never by a raw variant id"). A search answers them; the form carries them on in
 * `line_{n}_options` so a refused post, with or without JavaScript, shows the same choice.
 */
const catalogueOption = z.object({
  id: z.string(),
  sku: z.string(),
  title: localizedText,
  /** Size and colour, per language. */
  detail: localizedText,
  price: z.string(),
})
export type CatalogueOption = z.infer<typeof catalogueOption>
/** Items offered per search: enough to tell apart, few enough for a phone's list. */
export const PICK_LIMIT = 8

export function optionsOf(values: EditorValues, row: number): CatalogueOption[] {
  const raw = values[`line_${row}_options`]
  if (!raw) return []
  try {
    const parsed = z
      .array(catalogueOption)
      .max(PICK_LIMIT + 1)
      .safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/** What staff read in the list: name, size and colour, SKU and price. */
export function optionLabel(
  option: CatalogueOption,
  language: Locale,
  money: (amount: string) => string,
) {
  return [
    pickText(option.title, language) || option.title.en,
    pickText(option.detail, language),
    option.sku,
    option.price ? money(option.price) : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

/** The variants of a product search, as options (each size and colour its own item). */
export function searchOptions(list: z.infer<typeof adminProducts>): CatalogueOption[] {
  const options: CatalogueOption[] = []
  for (const product of list.data)
    for (const variant of product.variants ?? []) {
      const detail = (l: Locale) =>
        [
          variant.size ? pickText(variant.size, l) : '',
          variant.colour ? pickText(variant.colour.name, l) : '',
        ]
          .filter(Boolean)
          .join(' / ')
      options.push({
        id: variant._id,
        sku: variant.sku,
        title: product.title,
        detail: { en: detail('en'), zh: detail('zh'), cn: detail('cn') },
        price: variant.on_sale && variant.sale_price ? variant.sale_price : variant.price,
      })
    }
  return options.slice(0, PICK_LIMIT)
}

/** The rows a search asks for: `find:{row}` one row, `find` (Enter in a box) every row typed in. */
export function rowsToFind(intent: string, values: EditorValues): number[] {
  const one = /^find:(\d+)$/.exec(intent)
  if (one) return [Number(one[1])]
  return rowsOf(values).filter((row) => trimmed(values[`line_${row}_find`]) !== '')
}

/** A searched row: its options (the current choice kept first) and how many were found. */
export function withFound(
  values: EditorValues,
  row: number,
  found: CatalogueOption[],
): EditorValues {
  const chosen = trimmed(values[`line_${row}_variant_id`])
  const current = [...optionsOf(values, row), ...found].find((o) => o.id === chosen)
  const options = [...(current ? [current] : []), ...found.filter((o) => o.id !== chosen)]
  return {
    ...values,
    [`line_${row}_options`]: JSON.stringify(options),
    [`line_${row}_found`]: String(found.length),
  }
}

/**
 * A furniture line naming an item with its descriptions left empty takes the item's name in each
 * language, so a line is never issued without words the customer can read.
 */
export function withItemNames(values: EditorValues): EditorValues {
  const out = { ...values }
  for (const row of rowsOf(values)) {
    const chosen = trimmed(values[`line_${row}_variant_id`])
    const option = chosen ? optionsOf(values, row).find((o) => o.id === chosen) : undefined
    if (!option) continue
    for (const l of TEXT_LANGUAGES) {
      const key = `line_${row}_description_${l}`
      if (trimmed(out[key]) === '')
        out[key] = [pickText(option.title, l) || option.title.en, pickText(option.detail, l)]
          .filter(Boolean)
          .join(' · ')
    }
  }
  return out
}
