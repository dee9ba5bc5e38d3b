import type { ImportPreview, ImportRowResult } from '@shop/contract'
import { data, Form, Link, useNavigation } from 'react-router'
import { requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { type ImportAnswer, importStep } from '#web/lib/admin-import.server.ts'
import { adminMeta } from '#web/lib/admin-meta.ts'
import type { Route } from './+types/products-import'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'import.title')

/** The catalogue CSV import (issue 27, ADR 048): upload → preview per row → apply. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'catalog.manage')
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  const { status, ...answer } = await importStep(context, me, await request.formData())
  return data(answer, { status })
}

const ACTION_LOOK: Record<ImportRowResult['action'], string> = {
  create: 'bg-green-100 text-green-900',
  update: 'bg-sky-100 text-sky-900',
  unchanged: 'bg-stone-100 text-stone-700',
  error: 'bg-red-100 text-red-900',
}

function RowList({ preview }: { preview: ImportPreview }) {
  const { t, tm } = useAdminT()
  // unchanged rows are many in a round trip: the list shows what moves and what is wrong
  // and the rows to correct come first
  const moving = preview.rows.filter((r) => r.action !== 'unchanged')
  const shown = [
    ...moving.filter((r) => r.action === 'error'),
    ...moving.filter((r) => r.action !== 'error'),
  ]
  if (!shown.length) return null
  return (
    <ul
      aria-label={t('import.table.caption')}
      className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
      data-testid="import-rows"
    >
      {shown.map((r) => (
        <li key={`${r.row}-${r.sku}`} className="space-y-1 p-3 text-sm" data-testid="import-row">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{t('import.table.row', { row: r.row })}</span>
            <span className={`rounded px-1.5 ${ACTION_LOOK[r.action]}`}>
              {t(`import.actions.${r.action}`)}
            </span>
            <span className="break-all text-stone-600">
              {r.product_slug} · {r.sku}
            </span>
          </p>
          {r.errors.map((e) => (
            <p key={`${e.field}-${e.message}`} className="break-words text-red-800" role="note">
              {t('import.rowError', { row: r.row, field: e.field, message: tm(e.message) })}
            </p>
          ))}
          {r.action === 'update' && (
            <p className="break-words text-stone-600">{r.changes.join(', ')}</p>
          )}
        </li>
      ))}
    </ul>
  )
}

export default function ProductsImport({ actionData }: Route.ComponentProps) {
  const { t, tm } = useAdminT()
  const busy = useNavigation().state === 'submitting'
  const answer = actionData as ImportAnswer | undefined
  const button =
    'rounded bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-stone-700 disabled:opacity-50'
  const preview = answer?.stage === 'preview' ? answer.preview : null
  const changes = preview ? preview.counts.create + preview.counts.update : 0
  return (
    <div className="max-w-3xl space-y-4">
      <header className="space-y-1">
        <Link to="/admin/products" className="text-sm underline underline-offset-2">
          {t('catalog.back')}
        </Link>
        <h1 className="text-2xl font-semibold">{t('import.title')}</h1>
        <p className="text-stone-600">{t('import.intro')}</p>
      </header>

      {answer?.stage === 'applied' && (
        <p
          role="status"
          className="rounded bg-green-50 p-3 text-green-900"
          data-testid="import-applied"
        >
          {t('import.applied', answer.result.counts)}
        </p>
      )}
      {answer?.stage === 'failed' && (
        <ul role="alert" className="space-y-1 rounded bg-red-50 p-3 text-red-900">
          {answer.errors.map((e) => (
            <li key={`${e.path}-${e.message}`} className="break-words">
              {e.path === 'file' ? tm(e.message) : `${e.path}: ${tm(e.message)}`}
            </li>
          ))}
        </ul>
      )}

      {preview && answer?.stage === 'preview' ? (
        <section className="space-y-3" aria-labelledby="import-preview">
          <h2 id="import-preview" className="text-lg font-semibold">
            {t('import.preview')}
          </h2>
          <p data-testid="import-summary">{t('import.summary', preview.counts)}</p>
          {preview.counts.error > 0 ? (
            <p role="alert" className="rounded bg-red-50 p-3 text-red-900">
              {t('import.fixFirst')}
            </p>
          ) : changes === 0 ? (
            <p role="status">{t('import.nothingToApply')}</p>
          ) : (
            <Form method="post" encType="multipart/form-data">
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="csv" value={answer.csv} />
              <button type="submit" className={button} disabled={busy}>
                {t('import.apply', { count: changes })}
              </button>
            </Form>
          )}
          <RowList preview={preview} />
          <Link
            to="/admin/products/import"
            className="inline-block text-sm underline underline-offset-2"
          >
            {t('import.startOver')}
          </Link>
        </section>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
        >
          <input type="hidden" name="intent" value="preview" />
          <label className="block space-y-1">
            <span className="block text-sm font-medium">{t('import.file')}</span>
            <input
              type="file"
              name="file"
              accept=".csv,text/csv"
              required
              className="block w-full text-sm"
            />
          </label>
          <button type="submit" className={button} disabled={busy}>
            {t('import.preview')}
          </button>
        </Form>
      )}
    </div>
  )
}
