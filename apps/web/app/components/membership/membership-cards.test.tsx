import type { MembershipBalance, MembershipStatus } from '@shop/contract/client'
import { cn } from '@shop/contract/i18n/cn'
import { en } from '@shop/contract/i18n/en'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '#web/lib/i18n.tsx'
import { BalanceCard } from './balance-card.tsx'
import { TierCard } from './tier-card.tsx'

/** The card's text as a shopper reads it, one line per element. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

describe('BalanceCard (issue 16)', () => {
  const balance: MembershipBalance = {
    available: 4500,
    pending: 1200,
    data: [
      {
        state: 'available',
        points: 3000,
        expires_at: '2028-12-31T15:59:59.000Z',
        available_at: null,
      },
      {
        state: 'pending',
        points: 1200,
        expires_at: null,
        available_at: '2026-12-08T02:00:00.000Z',
      },
      {
        state: 'available',
        points: 1500,
        expires_at: '2027-12-31T15:59:59.000Z',
        available_at: null,
      },
      { state: 'available', points: 0, expires_at: '2029-12-31T15:59:59.000Z', available_at: null },
    ],
  }

  it('shows available and pending, when pending points arrive, and expiry dates earliest first', () => {
    const lines = textOf(
      renderToStaticMarkup(
        <I18nProvider locale="en" messages={en}>
          <BalanceCard balance={balance} locale="en" />
        </I18nProvider>,
      ),
    )
    expect(lines).toContain('4,500')
    expect(lines).toContain('1,200')
    expect(lines).toContain('1,200 points become available on 08/12/2026')
    const expiries = lines.filter((line) => line.includes(' expire on '))
    expect(expiries).toEqual([
      '1,500 points expire on 31/12/2027',
      '3,000 points expire on 31/12/2028',
    ])
  })

  it('tells a member without points how to earn them', () => {
    const html = renderToStaticMarkup(
      <I18nProvider locale="cn" messages={cn}>
        <BalanceCard balance={{ available: 0, pending: 0, data: [] }} locale="cn" />
      </I18nProvider>,
    )
    expect(textOf(html)).toContain('您暂时没有积分。每张已完成的订单都可赚取积分。')
  })
})

describe('TierCard (issue 16)', () => {
  const tier = (
    key: 'MEMBER' | 'SILVER' | 'GOLD',
    title: string,
    min: string,
    multiplier: number,
  ) => ({
    key,
    title: { en: title, zh: title, cn: title },
    min_spend: min,
    multiplier,
  })
  const status: MembershipStatus = {
    tier: tier('SILVER', 'Silver', '5000.00', 1.5),
    qualifying_spend: '12500.00',
    spend_window_months: 12,
    next_tier: tier('GOLD', 'Gold', '20000.00', 2),
    spend_to_next_tier: '7500.00',
    member_since: '2025-03-01T04:00:00.000Z',
    points_per_hkd: 1,
    tiers: [],
  }

  it('shows the tier, the earn rate with its multiplier and the spend still needed, with progress', () => {
    const html = renderToStaticMarkup(
      <I18nProvider locale="en" messages={en}>
        <TierCard status={status} locale="en" />
      </I18nProvider>,
    )
    const lines = textOf(html)
    expect(lines).toContain('Silver')
    expect(lines).toContain('Member since 01/03/2025')
    expect(lines).toContain('You earn 1.5 points for every HK$1 you spend')
    expect(lines).toContain('Spend HK$7,500 more to reach Gold')
    // (12,500 − 5,000) of (20,000 − 5,000)
    expect(html).toMatch(/<progress[^>]*value="50"/)
  })

  it('says so at the highest tier, without a progress bar', () => {
    const html = renderToStaticMarkup(
      <I18nProvider locale="en" messages={en}>
        <TierCard
          status={{
            ...status,
            tier: tier('GOLD', 'Gold', '20000.00', 2),
            next_tier: null,
            spend_to_next_tier: null,
          }}
          locale="en"
        />
      </I18nProvider>,
    )
    expect(textOf(html)).toContain('You are at our highest tier. Thank you!')
    expect(html).not.toContain('<progress')
  })
})
