import { useTranslation } from '#web/lib/i18n.tsx'

/** Stock shown as words and a bar (spec §2 stock bar); full at 20 or more. The words carry it. */
export function StockBar({ stock }: { stock: number }) {
  const { t } = useTranslation()
  const label =
    stock === 0
      ? t('catalog.outOfStock')
      : stock <= 5
        ? t('catalog.lowStock', { count: stock })
        : t('catalog.inStock')
  const tone = stock === 0 ? 'bg-stone-400' : stock <= 5 ? 'bg-amber-600' : 'bg-emerald-700'
  return (
    <div data-testid="stock">
      <p className="text-sm font-medium">{label}</p>
      <div
        aria-hidden
        className="mt-1 h-1.5 w-full max-w-xs overflow-hidden rounded bg-stone-200 dark:bg-stone-700"
      >
        <div className={`h-full ${tone}`} style={{ width: `${Math.min(stock, 20) * 5}%` }} />
      </div>
    </div>
  )
}
