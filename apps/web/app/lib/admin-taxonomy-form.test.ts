import { adminCategoryBody, adminCategoryPatch, adminColourBody } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { categoryBodyOf, colourBodyOf } from './admin-taxonomy-form.ts'
import { validate } from './forms.ts'

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  return form
}

describe('category, brand and colour forms read without JavaScript', () => {
  it('sends an unticked "shown in the shop" as hidden, and no reference when left empty', () => {
    const body = categoryBodyOf(
      formOf({ name_en: 'Stools', name_zh: '凳', slug: ' ', parent_id: '' }),
    )
    expect(body).toEqual({
      title: { en: 'Stools', zh: '凳', cn: '' },
      parent_id: null,
      active: false,
    })
    const checked = validate(adminCategoryPatch, body)
    expect(checked.ok).toBe(true)
  })

  it('names the wrong fields of a refused form by their last path part', () => {
    const checked = validate(
      adminCategoryBody,
      categoryBodyOf(formOf({ name_en: '', name_zh: '', slug: 'Bad slug', active: 'on' })),
    )
    expect(checked.ok).toBe(false)
    if (!checked.ok)
      expect(Object.keys(checked.fieldErrors)).toEqual(expect.arrayContaining(['en', 'slug']))
    const colour = validate(
      adminColourBody,
      colourBodyOf(formOf({ name_en: 'Teal', name_zh: '藍綠', hex: 'teal' })),
    )
    expect(colour.ok ? null : colour.fieldErrors).toEqual({ hex: 'admin.taxonomy.errors.hex' })
  })
})
