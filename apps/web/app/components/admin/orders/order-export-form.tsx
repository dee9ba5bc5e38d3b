import { useSearchParams } from 'react-router'
import { adminInput } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { useStaffCan } from '#web/lib/use-staff-me.ts'

/**
 * The accountant's export on the orders page (issue 27, ADR 048): two Hong Kong dates and a
 * plain GET to the download route, so it works without JavaScript; a refused range comes back
 * here with the field named.
 */
export function OrderExportForm() {
  const { t, tm } = useAdminT()
  const [params] = useSearchParams()
  if (!useStaffCan('orders.export')) return null
  const error = params.get('export_error')
  const field = params.get('export_field')
  const errorOf = (name: string) =>
    error && field === name ? (
      <span id={`export-${name}-error`} className="block text-sm text-red-700">
        {tm(error)}
      </span>
    ) : null
  const dateField = (name: 'from' | 'to') => (
    <label className="block min-w-0 flex-1 space-y-1">
      <span className="block text-sm font-medium">{t(`orders.export.${name}`)}</span>
      <input
        type="date"
        name={name}
        required
        defaultValue={params.get(`export_${name}`) ?? ''}
        aria-invalid={Boolean(error && field === name)}
        aria-describedby={error && field === name ? `export-${name}-error` : undefined}
        className={adminInput}
      />
      {errorOf(name)}
    </label>
  )
  return (
    <form
      method="get"
      action="/admin/orders/export"
      className="space-y-3 rounded border border-stone-200 bg-white p-4"
      aria-labelledby="order-export-title"
    >
      <h2 id="order-export-title" className="font-semibold">
        {t('orders.export.title')}
      </h2>
      <div className="flex flex-wrap gap-3">
        {dateField('from')}
        {dateField('to')}
      </div>
      <button
        type="submit"
        className="rounded border border-stone-400 px-4 py-2 text-sm font-medium hover:bg-stone-100"
      >
        {t('orders.export.download')}
      </button>
    </form>
  )
}
