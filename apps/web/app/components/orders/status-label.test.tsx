import { en } from '@shop/contract/i18n/en'
import { zh } from '@shop/contract/i18n/zh'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '#web/lib/i18n.tsx'
import { StatusLabel } from './status-label.tsx'

/** The badges a shopper reads, in order. */
function badges(order: Parameters<typeof StatusLabel>[0]['order'], locale: 'en' | 'zh' = 'en') {
  const html = renderToStaticMarkup(
    <I18nProvider locale={locale} messages={locale === 'en' ? en : zh}>
      <StatusLabel order={order} />
    </I18nProvider>,
  )
  return [...html.matchAll(/data-testid="[^"]+"[^>]*>([^<]+)</g)].map((m) => m[1])
}

describe('order badges (issue 30)', () => {
  it('say "Paid" once for a paid order, in each language', () => {
    expect(badges({ current_status: 'paid', paid_status: 'paid' })).toEqual(['Paid'])
    expect(badges({ current_status: 'paid', paid_status: 'paid' }, 'zh')).toEqual(['已付款'])
  })

  it('never call a cancelled order "waiting for payment"', () => {
    expect(badges({ current_status: 'cancelled', paid_status: 'waiting_for_payment' })).toEqual([
      'Cancelled',
    ])
  })

  it('keep the payment badge where it tells something new', () => {
    expect(badges({ current_status: 'submitted', paid_status: 'waiting_for_payment' })).toEqual([
      'Submitted',
      'Waiting for payment',
    ])
    expect(badges({ current_status: 'completed', paid_status: 'partially_refunded' })).toEqual([
      'Completed',
      'Partially refunded',
    ])
  })
})
