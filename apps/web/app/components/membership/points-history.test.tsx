import type { MembershipTransactions, PointsTransaction } from '@shop/contract/client'
import { en } from '@shop/contract/i18n/en'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '#web/lib/i18n.tsx'
import { PointsHistory } from './points-history.tsx'

const row = (over: Partial<PointsTransaction>): PointsTransaction => ({
  _id: over._id ?? 'r',
  type: 'EARNED',
  points: 0,
  state: 'available',
  available_at: null,
  expires_at: null,
  order_id: null,
  order_reference: null,
  shortfall: 0,
  note: '',
  created_at: '2026-11-20T02:00:00.000Z',
  ...over,
})

function render(history: MembershipTransactions) {
  const Stub = createRoutesStub([
    {
      path: '/account/membership',
      Component: () => (
        <I18nProvider locale="en" messages={en}>
          <PointsHistory history={history} perPage={10} locale="en" />
        </I18nProvider>
      ),
    },
  ])
  return renderToStaticMarkup(<Stub initialEntries={['/account/membership']} />)
}

describe('PointsHistory (issue 16)', () => {
  it('names each movement in words with its sign, order, state and any shortfall', () => {
    const html = render({
      current_page: 1,
      next_page_url: 'http://api.test/next',
      total: 23,
      data: [
        row({
          _id: 'a',
          type: 'REVERSED',
          points: -300,
          shortfall: 120,
          order_id: 'o1',
          order_reference: 'MH-261120-AAAA',
        }),
        row({
          _id: 'b',
          type: 'EARNED',
          points: 1500,
          state: 'pending',
          available_at: '2026-12-04T02:00:00.000Z',
          order_id: 'o1',
          order_reference: 'MH-261120-AAAA',
          note: 'MEMBER ×1',
        }),
        row({ _id: 'c', type: 'ADJUSTMENT', points: 200, note: 'Sorry for the late delivery' }),
      ],
    })
    expect(html).toContain('Taken back after a refund')
    expect(html).toContain('−300')
    expect(html).toContain(
      '120 points could not be taken back because they had already been spent.',
    )
    expect(html).toContain('Earned on an order')
    expect(html).toContain('+1,500')
    expect(html).toContain('Pending until 04/12/2026')
    expect(html).toContain('Order MH-261120-AAAA')
    expect(html).toContain('href="/shop/main/order/o1"')
    // the ledger's own notes stay out; a staff reason is shown
    expect(html).not.toContain('MEMBER ×1')
    expect(html).toContain('Sorry for the late delivery')
    // 23 rows, 10 a page: three pages of plain links
    expect(html).toContain('href="/account/membership?page=3"')
  })

  it('says when there is nothing yet', () => {
    expect(render({ current_page: 1, next_page_url: null, total: 0, data: [] })).toContain(
      'Nothing here yet.',
    )
  })
})
