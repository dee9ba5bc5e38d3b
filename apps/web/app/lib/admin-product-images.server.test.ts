import { permissionsOf, type StaffMe } from '@shop/contract'
import { translateAdmin } from '@shop/contract/i18n/admin/index'
import { createCookie } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { adminMiddleware } from './admin.server.ts'
import { imageAction, uploadImages } from './admin-product-images.server.ts'
import { createLoadContext } from './context.ts'

const PRODUCT_ID = '1e0c3c2a-0000-4000-8000-000000000001'
const IMAGE_ID = '2e0c3c2a-0000-4000-8000-000000000002'
const member = (role: 'manager' | 'staff') =>
  ({ permissions: permissionsOf(role) }) as unknown as StaffMe
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, {
    type: 'image/png',
  })
const picture = {
  _id: IMAGE_ID,
  product_id: PRODUCT_ID,
  file: 'upload-a.png',
  alt: { en: '', zh: '', cn: '' },
  colour_id: null,
  sequence: 0,
}

/** Runs `work` inside the admin middleware, signed in, with the API answered by `apiFetch`. */
async function signedIn<T>(
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
  work: (context: ReturnType<typeof createLoadContext>) => Promise<T>,
): Promise<T> {
  const cookie = (
    await createCookie('staff_session', { path: '/admin' }).serialize('stf_token')
  ).split(';')[0] as string
  const context = createLoadContext(apiFetch)
  const request = new Request(`http://shop.test/admin/products/${PRODUCT_ID}`, {
    method: 'POST',
    headers: { cookie },
  })
  let result: T | undefined
  await adminMiddleware(
    { request, context, params: {}, unstable_pattern: '', pattern: '' } as never,
    async () => {
      result = await work(context)
      return new Response('ok')
    },
  )
  return result as T
}

describe('the pictures of the product page', () => {
  it('sends each chosen picture on its own and names a refused one in the member’s words', async () => {
    let calls = 0
    const apiFetch = vi.fn(async () => {
      calls += 1
      return calls === 1
        ? Response.json(picture, { status: 201 })
        : Response.json(
            { code: 'IMAGE_TOO_LARGE', statusCode: 422, message: 'This picture is too large' },
            { status: 422 },
          )
    })
    const form = new FormData()
    form.append('file', png('sofa.png'))
    form.append('file', png('huge.png'))
    const { result, status } = await signedIn(apiFetch, (context) =>
      uploadImages(context, member('manager'), PRODUCT_ID, form),
    )
    expect(apiFetch).toHaveBeenCalledTimes(2)
    const [path, init] = apiFetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe(`/admin/products/${PRODUCT_ID}/images`)
    expect((init.headers as Record<string, string>)['content-type']).toMatch(
      /^multipart\/form-data/,
    )
    expect(status).toBe(200)
    expect(result).toMatchObject({
      ok: false,
      error: 'admin.catalog.images.partly',
      fieldErrors: { 'huge.png': 'admin.catalog.images.errors.tooLarge' },
      values: { done: 1, total: 2 },
    })
    // the member reads it in their language
    expect(translateAdmin('zh', 'catalog.images.errors.tooLarge')).toContain('5000 萬像素')
  })

  it('answers a single refused picture with its 422 and refuses staff without catalog.manage', async () => {
    const apiFetch = vi.fn(async () =>
      Response.json({ code: 'IMAGE_UNREADABLE', statusCode: 422, message: 'x' }, { status: 422 }),
    )
    const form = new FormData()
    form.append('file', png('broken.png'))
    const one = await signedIn(apiFetch, (c) =>
      uploadImages(c, member('manager'), PRODUCT_ID, form),
    )
    expect(one).toMatchObject({
      status: 422,
      result: { ok: false, error: 'admin.catalog.images.errors.unreadable' },
    })
    const refused = await signedIn(apiFetch, (c) =>
      uploadImages(c, member('staff'), PRODUCT_ID, form),
    )
    expect(refused.status).toBe(403)
    expect(apiFetch).toHaveBeenCalledTimes(1)
    const none = await signedIn(apiFetch, (c) =>
      uploadImages(c, member('manager'), PRODUCT_ID, new FormData()),
    )
    expect(none.result).toMatchObject({ ok: false, error: 'admin.catalog.images.errors.none' })
  })

  it('saves alt texts and colour, and moves a picture by its wanted place', async () => {
    const apiFetch = vi.fn(async () => Response.json(picture))
    const form = new FormData()
    form.set('image_id', IMAGE_ID)
    form.set('alt_en', 'Sofa')
    form.set('alt_zh', '梳化')
    form.set('colour_id', '')
    const saved = await signedIn(apiFetch, (c) => imageAction(c, 'image-save', form))
    expect(saved.result).toMatchObject({ ok: true, intent: `image-save:${IMAGE_ID}` })
    const [path, init] = apiFetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe(`/admin/images/${IMAGE_ID}`)
    expect(JSON.parse(String(init.body))).toEqual({
      alt: { en: 'Sofa', zh: '梳化', cn: '' },
      colour_id: null,
    })
    form.set('sequence', '2')
    await signedIn(apiFetch, (c) => imageAction(c, 'image-move', form))
    const [, moved] = apiFetch.mock.calls[1] as unknown as [string, RequestInit]
    expect(moved.method).toBe('PATCH')
    expect(JSON.parse(String(moved.body))).toEqual({ sequence: 2 })
  })
})
