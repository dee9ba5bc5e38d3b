import type { QuotationVersion } from '@shop/contract'
import { formatMoney, type Locale } from '@shop/contract/client'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'

/** One version of a quotation: its lines, totals in HKD, the two installments, terms. */
export function VersionView({ version, locale }: { version: QuotationVersion; locale: Locale }) {
  const { t } = useTranslation()
  const money = (amount: string) => <bdi dir="ltr">{formatMoney(amount, locale)}</bdi>
  const row = 'flex justify-between gap-4 py-1'
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600 dark:text-stone-300">
        {t('quotations.issuedOn', { date: formatDate(version.issued_at) })}
        {' · '}
        {t('quotations.validUntil', { date: formatDate(version.valid_until) })}
      </p>
      {/* a list, not a table: four columns do not fit a 390 px phone */}
      <ul
        className="divide-y divide-stone-200 rounded border border-stone-200 dark:divide-stone-700 dark:border-stone-700"
        aria-label={t('quotations.linesCaption', { version: version.version })}
        data-testid="quotation-lines"
      >
        {version.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an issued version's lines never change
          <li key={`${line.category}-${index}`} className="grid grid-cols-[1fr_auto] gap-x-4 p-3">
            <div className="min-w-0">
              <p className="text-xs uppercase tracking-wide text-stone-500 dark:text-stone-400">
                {t(`quotations.categories.${line.category}`)}
              </p>
              <p className="break-words">{line.description}</p>
              <p className="text-sm text-stone-600 dark:text-stone-300">
                {line.qty} × {money(line.unit_price)}
              </p>
            </div>
            <p className="self-end font-medium">{money(line.amount)}</p>
          </li>
        ))}
      </ul>
      <dl
        className="divide-y divide-stone-200 text-sm dark:divide-stone-700"
        data-testid="quotation-totals"
      >
        <div className={row}>
          <dt>{t('quotations.subtotal')}</dt>
          <dd>{money(version.subtotal)}</dd>
        </div>
        {version.discount !== '0.00' && (
          <div className={row}>
            <dt>{t('quotations.discount')}</dt>
            <dd>−{money(version.discount)}</dd>
          </div>
        )}
        <div className={`${row} text-base font-semibold`}>
          <dt>{t('quotations.grandTotal')}</dt>
          <dd data-testid="quotation-total">{money(version.total)}</dd>
        </div>
        <div className={row}>
          <dt>{t('quotations.firstInstallment')}</dt>
          <dd data-testid="first-installment">{money(version.first_installment)}</dd>
        </div>
        <div className={row}>
          <dt>{t('quotations.secondInstallment')}</dt>
          <dd data-testid="second-installment">{money(version.second_installment)}</dd>
        </div>
      </dl>
      {version.terms && (
        <div>
          <h4 className="font-semibold">{t('quotations.terms')}</h4>
          <p className="whitespace-pre-line text-sm text-stone-700 dark:text-stone-300">
            {version.terms}
          </p>
        </div>
      )}
    </div>
  )
}
