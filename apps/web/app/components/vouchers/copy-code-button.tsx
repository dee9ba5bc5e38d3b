import { useEffect, useState } from 'react'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useToast } from '../toast.tsx'

/**
 * "Copy code" (progressive enhancement): shown only once the page's script runs in a browser with
 * a clipboard; without it the code stays plain text the shopper can select.
 */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const [canCopy, setCanCopy] = useState(false)
  useEffect(() => setCanCopy(Boolean(navigator.clipboard)), [])
  if (!canCopy) return null
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => toast.success(t('vouchers.copied', { code })),
      () => toast.error(t('vouchers.copyFailed')),
    )
  return (
    <button
      type="button"
      onClick={copy}
      className="rounded border border-stone-300 px-3 py-2 text-sm hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800"
      data-testid="copy-code"
    >
      {t('vouchers.copy')}
    </button>
  )
}
