import type { CreditCard } from '@shop/contract'
import { useEffect, useRef, useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useResultToast } from '#web/lib/use-form-feedback.ts'

export const CARD_FETCHER_PREFIX = 'card:'

type Props = { card: CreditCard; isDefault: boolean; hidden: boolean }

const button =
  'rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800'

/**
 * One saved card with "make default" and "delete" as plain POST forms. With script they run in a
 * keyed fetcher; the list shows the change at once (cards.tsx) and reloads after a refusal.
 */
export function CardRow({ card, isDefault, hidden }: Props) {
  const { t } = useTranslation()
  const fetcher = useFetcher<FormResult>({ key: `${CARD_FETCHER_PREFIX}${card._id}` })
  const revalidator = useRevalidator()
  const name = t('cards.card', { brand: card.brand.toUpperCase(), last4: card.last4 })
  // one toast per settled post; spec §4: the list is reloaded after a refusal
  const [settled, setSettled] = useState<FormResult>()
  const posting = useRef(false)
  useEffect(() => {
    if (fetcher.state !== 'idle') posting.current = true
    else if (posting.current) {
      posting.current = false
      setSettled(fetcher.data)
      if (fetcher.data && !fetcher.data.ok) void revalidator.revalidate()
    }
  }, [fetcher.state, fetcher.data, revalidator])
  useResultToast(settled)
  return (
    <li
      hidden={hidden}
      className="flex flex-wrap items-center justify-between gap-3 py-4"
      data-testid="saved-card"
    >
      <div>
        <p className="font-medium">
          {name}
          {isDefault && (
            <span
              className="ms-2 rounded bg-brand-100 px-2 py-0.5 text-xs text-brand-900"
              data-testid="default-badge"
            >
              {t('cards.isDefault')}
            </span>
          )}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          {t('cards.expires', {
            month: String(card.exp_month).padStart(2, '0'),
            year: card.exp_year,
          })}
        </p>
      </div>
      <div className="flex gap-2">
        {!isDefault && (
          <fetcher.Form method="post">
            <input type="hidden" name="card_id" value={card._id} />
            <button
              type="submit"
              name="intent"
              value="default"
              aria-label={t('cards.makeDefault', { card: name })}
              className={button}
            >
              {t('cards.makeDefaultShort')}
            </button>
          </fetcher.Form>
        )}
        <fetcher.Form method="post">
          <input type="hidden" name="card_id" value={card._id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            aria-label={t('cards.remove', { card: name })}
            className={button}
          >
            {t('cards.removeShort')}
          </button>
        </fetcher.Form>
      </div>
    </li>
  )
}
