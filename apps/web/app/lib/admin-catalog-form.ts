import type { AdminProduct, AdminVariant } from '@shop/contract'
import { fromHkDateTime, hkDateTime } from '@shop/contract/client'
import { text } from './forms.ts'

/**
 * The product page's forms read into API bodies (issue 27). Fields left empty are sent as such:
 * the API fills an empty Chinese side with OpenCC and makes the reference from the title.
 */
const trilingual = (form: FormData, name: string) => ({
  en: text(form, `${name}_en`),
  zh: text(form, `${name}_zh`),
  cn: text(form, `${name}_cn`),
})
const wholeOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

export function productBodyOf(form: FormData) {
  const slug = text(form, 'slug').trim()
  return {
    title: trilingual(form, 'title'),
    description: trilingual(form, 'description'),
    status: text(form, 'status'),
    brand_id: text(form, 'brand_id') || null,
    category_ids: form.getAll('category_ids').filter((v): v is string => typeof v === 'string'),
    tags: text(form, 'tags')
      .split(/[,，]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
    lead_time_min_days: wholeOrNull(text(form, 'lead_time_min_days')),
    lead_time_max_days: wholeOrNull(text(form, 'lead_time_max_days')),
    ...(slug ? { slug } : {}),
  }
}

export function variantBodyOf(form: FormData, creating: boolean) {
  const sale = text(form, 'sale_price').trim()
  const body: Record<string, unknown> = {
    price: text(form, 'price'),
    sale_price: sale || null,
    sale_starts_at: fromHkDateTime(text(form, 'sale_starts_at')),
    sale_ends_at: fromHkDateTime(text(form, 'sale_ends_at')),
    points_price: wholeOrNull(text(form, 'points_price')),
    low_stock_threshold: Number(text(form, 'low_stock_threshold') || '3'),
  }
  // a service's variant: its consultation format and length (ADR 054)
  if (!creating && form.has('consultation_format')) {
    body.consultation_format = text(form, 'consultation_format') || null
    body.duration_minutes = wholeOrNull(text(form, 'duration_minutes'))
  }
  if (creating) {
    const size = { en: text(form, 'size_en'), zh: text(form, 'size_zh'), cn: '' }
    body.sku = text(form, 'sku')
    body.size = size.en || size.zh ? size : null
    body.colour_id = text(form, 'colour_id') || null
    body.stock = Number(text(form, 'stock') || '0')
  }
  return body
}

export function adjustmentBodyOf(form: FormData) {
  const delta = text(form, 'delta').trim()
  return { delta: delta === '' ? undefined : Number(delta), reason: text(form, 'reason') }
}

/** What the product form shows: the product as saved, or what was typed when refused. */
export function productFormValues(product: AdminProduct | null): Record<string, string> {
  if (!product) return { status: 'draft' }
  return {
    title_en: product.title.en,
    title_zh: product.title.zh,
    title_cn: product.title.cn,
    description_en: product.description.en,
    description_zh: product.description.zh,
    description_cn: product.description.cn,
    slug: product.slug,
    status: product.status,
    brand_id: product.brand_id ?? '',
    tags: product.tags.join(', '),
    lead_time_min_days: product.lead_time_min_days?.toString() ?? '',
    lead_time_max_days: product.lead_time_max_days?.toString() ?? '',
  }
}

export function variantFormValues(variant: AdminVariant): Record<string, string> {
  return {
    price: variant.price,
    sale_price: variant.sale_price ?? '',
    sale_starts_at: hkDateTime(variant.sale_starts_at),
    sale_ends_at: hkDateTime(variant.sale_ends_at),
    points_price: variant.points_price?.toString() ?? '',
    low_stock_threshold: String(variant.low_stock_threshold),
    consultation_format: variant.consultation_format ?? '',
    duration_minutes: variant.duration_minutes?.toString() ?? '',
  }
}

/** The posted form's text fields, to show again after a refusal (nothing typed is lost). */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value
  return values
}
