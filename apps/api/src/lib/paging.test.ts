import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { pagedResult } from './paging.ts'

describe('paged lists', () => {
  const app = Fastify({ trustProxy: true })
  app.get('/items', (request) => {
    const query = request.query as { page?: string; per_page?: string }
    const page = Number(query.page ?? 1)
    const perPage = Number(query.per_page ?? 5)
    return pagedResult(request, ['a', 'b'], { page, perPage, total: 12 })
  })

  it('gives an absolute next_page_url a client can follow', async () => {
    const response = await app.inject({
      url: '/items?keyword=sofa&per_page=5',
      headers: { host: 'shop.example' },
    })
    const body = response.json()
    expect(body).toMatchObject({ current_page: 1, total: 12, data: ['a', 'b'] })
    expect(body.next_page_url).toBe('http://shop.example/items?keyword=sofa&per_page=5&page=2')
  })

  it('honours the proxy protocol and host', async () => {
    const response = await app.inject({
      url: '/items?page=2',
      headers: {
        host: 'internal:3000',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'shop.example',
      },
    })
    expect(response.json().next_page_url).toBe('https://shop.example/items?page=3&per_page=5')
  })

  it('has no next page on the last page', async () => {
    const response = await app.inject('/items?page=3')
    expect(response.json().next_page_url).toBeNull()
  })
})
