import type { AdminPaymentRecord, MismatchReason } from '@shop/contract'
import { adminCatalogue } from '@shop/contract/i18n/admin/index'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AdminI18nProvider } from '#web/lib/admin-i18n.tsx'
import { MismatchReasons } from './payment-record-card.tsx'

const record = (reasons: MismatchReason[], status: 'read' | 'unreadable' = 'read') =>
  ({
    recognition: {
      status,
      amount: '1200.00',
      date: null,
      account: null,
      bank: null,
      amount_match: false,
      bank_match: false,
      reason: status === 'unreadable' ? 'OWN_PAGE' : null,
      reasons,
    },
  }) as AdminPaymentRecord

/** The reasons a member of staff reads under the two flags, in their language. */
function reasonsShown(reasons: MismatchReason[], language: 'en' | 'zh' = 'en', status?: 'read') {
  const html = renderToStaticMarkup(
    <AdminI18nProvider language={language} catalogue={adminCatalogue(language)}>
      <MismatchReasons record={record(reasons, status)} />
    </AdminI18nProvider>,
  )
  return [...html.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]?.replaceAll('&#x27;', "'"))
}

const amount: MismatchReason = { code: 'AMOUNT_DIFFERS', read: '1200.00', expected: '1250.00' }

describe('why a payment record does not match (issue 28)', () => {
  it('says each reason in words, with the amount read and the amount expected', () => {
    expect(
      reasonsShown([
        { code: 'NO_SUCCESS_CUE', read: null, expected: null },
        amount,
        { code: 'ACCOUNT_NOT_FOUND', read: null, expected: null },
      ]),
    ).toEqual([
      'No success wording found on the picture',
      'Amount read: HK$1,200 — expected HK$1,250',
      'Receiving account not found on the picture',
    ])
    expect(reasonsShown([{ code: 'ACCOUNT_DIFFERS', read: '9876543', expected: null }])).toEqual([
      'Receiving account read: 9876543 — not one of ours',
    ])
  })

  it('says them in Chinese to staff who read Chinese', () => {
    expect(reasonsShown([amount, { code: 'OWN_PAGE', read: null, expected: null }], 'zh')).toEqual([
      '讀到的金額：HK$1,200，應為 HK$1,250',
      '這看來是本店自己的網頁',
    ])
  })

  it('shows nothing when both flags match', () => {
    expect(reasonsShown([])).toEqual([])
  })
})
