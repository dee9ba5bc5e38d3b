import { createCookie } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { adminMiddleware } from './admin.server.ts'
import { runOrderIntent } from './admin-orders.server.ts'
import { createLoadContext } from './context.ts'

const ORDER_ID = '1e0c3c2a-0000-4000-8000-000000000001'

/** Posts a form to the order page's action inside the admin middleware, signed in as a member. */
async function post(
  fields: Record<string, string>,
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
) {
  const cookie = (
    await createCookie('staff_session', { path: '/admin' }).serialize('stf_token')
  ).split(';')[0] as string
  const context = createLoadContext(apiFetch)
  const request = new Request(`http://shop.test/admin/orders/${ORDER_ID}`, {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(fields),
  })
  let result: unknown
  await adminMiddleware(
    { request, context, params: {}, unstable_pattern: '', pattern: '' } as never,
    async () => {
      result = await runOrderIntent(request, context, ORDER_ID)
      return new Response('ok')
    },
  )
  return result as {
    data: { ok: boolean; fieldErrors?: Record<string, string> }
    init: { status: number }
  }
}

describe('the order page forms', () => {
  it('refuses a shipment without a tracking number before calling the API', async () => {
    const apiFetch = vi.fn(async () => Response.json({}))
    const answer = await post({ intent: 'ship', courier_name: 'SF Express' }, apiFetch)
    expect(answer.init.status).toBe(400)
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: { tracking_number: 'errors.required' },
    })
    expect(apiFetch).not.toHaveBeenCalled()
  })

  it('sends an approval to the API with the staff token, the amount as money', async () => {
    const apiFetch = vi.fn(async () =>
      Response.json(
        {
          code: 'REFUND_ABOVE_PAID',
          statusCode: 409,
          message: 'At most HKD 10.00',
          errors: [{ path: 'body.amount', message: 'admin.orders.errors.refundAbovePaid' }],
        },
        { status: 409 },
      ),
    )
    const answer = await post(
      { intent: 'approve_refund', amount: '120.5', offline_reference: 'FPS-1', note: '' },
      apiFetch,
    )
    const [path, init] = apiFetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe(`/admin/orders/${ORDER_ID}/refund-request/approve`)
    expect(init.method).toBe('PUT')
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer stf_token')
    expect(JSON.parse(String(init.body))).toEqual({
      amount: '120.50',
      offline_reference: 'FPS-1',
      note: '',
    })
    // the API's refusal comes back on the field, with its message key
    expect(answer.init.status).toBe(409)
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: { amount: 'admin.orders.errors.refundAbovePaid' },
    })
  })

  it('answers an unknown intent with a refusal and no API call', async () => {
    const apiFetch = vi.fn(async () => Response.json({}))
    const answer = await post({ intent: 'teleport' }, apiFetch)
    expect(answer.data.ok).toBe(false)
    expect(apiFetch).not.toHaveBeenCalled()
  })
})
