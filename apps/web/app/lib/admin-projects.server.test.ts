import { permissionsOf, type StaffMe } from '@shop/contract'
import { createCookie } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { adminMiddleware } from './admin.server.ts'
import { runProjectIntent } from './admin-projects.server.ts'
import { createLoadContext } from './context.ts'

const PROJECT_ID = '1e0c3c2a-0000-4000-8000-000000000001'
const RECORD_ID = '2e0c3c2a-0000-4000-8000-000000000002'

const member = (role: 'owner' | 'staff') =>
  ({ permissions: permissionsOf(role) }) as unknown as StaffMe

type Answer = {
  data: { ok: boolean; intent?: string; error?: string; fieldErrors?: Record<string, string> }
  init: { status: number }
}

/** Posts a form to the project page's action inside the admin middleware, signed in. */
async function post(
  body: URLSearchParams | FormData,
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
  role: 'owner' | 'staff' = 'owner',
) {
  const cookie = (
    await createCookie('staff_session', { path: '/admin' }).serialize('stf_token')
  ).split(';')[0] as string
  const context = createLoadContext(apiFetch)
  const request = new Request(`http://shop.test/admin/projects/${PROJECT_ID}`, {
    method: 'POST',
    headers: { cookie },
    body,
  })
  let result: unknown
  await adminMiddleware(
    { request, context, params: {}, unstable_pattern: '', pattern: '' } as never,
    async () => {
      result = await runProjectIntent(request, context, member(role), PROJECT_ID)
      return new Response('ok')
    },
  )
  return result as Answer | { ok: true; intent: string; message: string }
}

describe('the project page and payment record forms', () => {
  it('sends a move forward with its note, and names the API refusal in words', async () => {
    const apiFetch = vi.fn(async () =>
      Response.json(
        { code: 'PROJECT_STAGE_NOT_ALLOWED', statusCode: 409, message: 'Not from design' },
        { status: 409 },
      ),
    )
    const answer = (await post(
      new URLSearchParams({ intent: 'stage', stage: 'handover', note: 'Keys given' }),
      apiFetch,
    )) as Answer
    const [path, init] = apiFetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe(`/admin/projects/${PROJECT_ID}/stage`)
    expect(init.method).toBe('PUT')
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer stf_token')
    expect(JSON.parse(String(init.body))).toEqual({ stage: 'handover', note: 'Keys given' })
    expect(answer.init.status).toBe(409)
    expect(answer.data).toMatchObject({
      ok: false,
      intent: 'stage',
      error: 'admin.projects.errors.stageNotAllowed',
    })
  })

  it('refuses a stage that is not forward before calling the API', async () => {
    const apiFetch = vi.fn(async () => Response.json({}))
    const answer = (await post(
      new URLSearchParams({ intent: 'stage', stage: 'completed' }),
      apiFetch,
    )) as Answer
    expect(answer.init.status).toBe(400)
    expect(answer.data.fieldErrors).toHaveProperty('stage')
    expect(apiFetch).not.toHaveBeenCalled()
  })

  it('keeps a refused rejection on its record with the reason and note typed', async () => {
    const apiFetch = vi.fn(async () =>
      Response.json(
        { code: 'PAYMENT_RECORD_DECIDED', statusCode: 409, message: 'Already decided' },
        { status: 409 },
      ),
    )
    const answer = (await post(
      new URLSearchParams({
        intent: 'reject',
        record_id: RECORD_ID,
        reason: 'AMOUNT_DIFFERS',
        note: 'We received 30,000',
      }),
      apiFetch,
    )) as Answer & { data: { values: Record<string, string> } }
    const [path, init] = apiFetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe(`/admin/payment-records/${RECORD_ID}/reject`)
    expect(JSON.parse(String(init.body))).toEqual({
      reason: 'AMOUNT_DIFFERS',
      note: 'We received 30,000',
    })
    expect(answer.init.status).toBe(409)
    expect(answer.data).toMatchObject({
      ok: false,
      intent: 'reject',
      error: 'admin.projects.errors.recordDecided',
      values: { record_id: RECORD_ID, reason: 'AMOUNT_DIFFERS', note: 'We received 30,000' },
    })
  })

  it('does not let a role without projects.payments confirm a payment', async () => {
    const apiFetch = vi.fn(async () => Response.json({}))
    const answer = (await post(
      new URLSearchParams({ intent: 'confirm', record_id: RECORD_ID }),
      apiFetch,
      'staff',
    )) as Answer
    expect(answer.init.status).toBe(403)
    expect(answer.data.error).toBe('admin.errors.forbidden')
    expect(apiFetch).not.toHaveBeenCalled()
  })

  it('refuses a model that is not .glb or .gltf, and a poster that is not an image', async () => {
    const apiFetch = vi.fn(async () => Response.json({}))
    const form = new FormData()
    form.set('intent', 'model')
    form.set('model', new File(['x'], 'design.obj'))
    form.set('poster', new File(['%PDF'], 'poster.pdf', { type: 'application/pdf' }))
    const answer = (await post(form, apiFetch)) as Answer
    expect(answer.init.status).toBe(400)
    expect(answer.data.fieldErrors).toEqual({
      model: 'admin.projects.detail.modelRequired',
      poster: 'admin.projects.detail.posterInvalid',
    })
    expect(apiFetch).not.toHaveBeenCalled()
  })

  it('forwards the model and poster as one multipart PUT', async () => {
    const apiFetch = vi.fn(async () =>
      Response.json(
        { code: 'MODEL_INVALID', statusCode: 400, message: 'Not a glTF model' },
        { status: 400 },
      ),
    )
    const form = new FormData()
    form.set('intent', 'model')
    form.set('model', new File(['glTF'], 'flat.glb', { type: 'model/gltf-binary' }))
    form.set('poster', new File([new Uint8Array([0xff, 0xd8])], 'p.jpg', { type: 'image/jpeg' }))
    const answer = (await post(form, apiFetch)) as Answer
    const [path, init] = apiFetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe(`/admin/projects/${PROJECT_ID}/model`)
    expect(init.method).toBe('PUT')
    const type = (init.headers as Record<string, string>)['content-type']
    expect(type).toMatch(/^multipart\/form-data; boundary=/)
    const sent = await new Response(init.body as BodyInit, {
      headers: { 'content-type': type as string },
    }).formData()
    expect((sent.get('model') as File).name).toBe('flat.glb')
    expect((sent.get('poster') as File).name).toBe('p.jpg')
    expect(answer.data).toMatchObject({ ok: false, error: 'admin.projects.errors.modelInvalid' })
  })
})
