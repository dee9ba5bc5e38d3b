import { adminPageBody } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { contentBody, readContentForm } from './content-form.ts'
import { pathFieldErrors } from './forms.ts'

/** A page's form as the browser posts it: the FAQ with two questions and the blank one to add. */
function faqForm(extra: Record<string, string> = {}) {
  const form = new FormData()
  const fields: Record<string, string> = {
    version: '4',
    title_en: 'FAQ',
    title_zh: '常見問題',
    body_en: '<p>Ask us</p>',
    status: 'published',
    sections_count: '1',
    sections_0_key: 'faq',
    sections_0_title_en: 'Questions',
    sections_0_title_zh: '問題',
    sections_0_count: '3',
    sections_0_items_0_title_en: 'How long is delivery?',
    sections_0_items_0_title_zh: '送貨要多久？',
    sections_0_items_0_body_en: '<p>Three days.</p>',
    sections_0_items_0_place: '1',
    sections_0_items_1_title_en: 'Can I return a sofa?',
    sections_0_items_1_title_zh: '可以退回梳化嗎？',
    sections_0_items_1_place: '2',
    sections_0_items_2_place: '3',
    ...extra,
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

describe('the content form of a page with sections', () => {
  it('sends the entries in the places typed, without the unused blank one', () => {
    const values = readContentForm(faqForm({ sections_0_items_1_place: '0' }), 'pages')
    const body = adminPageBody.parse(contentBody(values, 'pages'))
    expect(body.version).toBe(4)
    expect(body.sections?.[0]?.items.map((i) => i.title.en)).toEqual([
      'Can I return a sofa?',
      'How long is delivery?',
    ])
    expect(body.sections?.[0]?.items[0]?.subtitle).toBeNull()
  })

  it('leaves out a removed entry and adds the filled blank one last', () => {
    const values = readContentForm(
      faqForm({
        sections_0_items_0_remove: 'on',
        sections_0_items_2_title_en: 'Do you assemble?',
        sections_0_items_2_title_zh: '你們會安裝嗎？',
      }),
      'pages',
    )
    const body = adminPageBody.parse(contentBody(values, 'pages'))
    expect(body.sections?.[0]?.items.map((i) => i.title.en)).toEqual([
      'Can I return a sofa?',
      'Do you assemble?',
    ])
  })

  it('names a refused entry by the field it is shown in again', () => {
    const values = readContentForm(faqForm({ sections_0_items_1_title_en: '' }), 'pages')
    const parsed = adminPageBody.safeParse(contentBody(values, 'pages'))
    expect(parsed.success).toBe(false)
    const errors = pathFieldErrors(parsed.error?.issues ?? [])
    expect(errors).toHaveProperty('sections_0_items_1_title_en', 'errors.required')
    // shown again with what was typed, in the same place
    expect(values.sections_0_items_1_title_zh).toBe('可以退回梳化嗎？')
  })
})
