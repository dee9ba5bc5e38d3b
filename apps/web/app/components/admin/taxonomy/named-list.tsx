import { type LocalizedText, pickText } from '@shop/contract'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import { Field, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { nameValues } from '#web/lib/admin-taxonomy-form.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import { Pager } from '../pager.tsx'
import { DeleteConfirm } from './delete-confirm.tsx'
import { DoneStatus } from './done-status.tsx'
import { NameFields } from './name-fields.tsx'

type Item = {
  _id: string
  slug: string
  name: LocalizedText
  products_count: number
  hex?: string
}

function Swatch({ hex }: { hex: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-6 shrink-0 rounded-full border border-stone-400"
      style={{ backgroundColor: hex }}
      data-testid="swatch"
    />
  )
}

function ItemForm({
  item,
  withHex,
  result,
}: {
  item: Item | null
  withHex: boolean
  result: FormResult<string> | undefined
}) {
  const { t } = useAdminT()
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const intent = item ? `save:${item._id}` : 'create'
  const refused = result && !result.ok && result.intent === intent ? result : null
  const values: Record<string, string | number> = refused?.values ?? {
    ...nameValues(item?.name ?? null, item?.slug),
    hex: item?.hex ?? '',
  }
  const errors = refused?.fieldErrors ?? {}
  const pending = isIntentPending(navigation, item ? 'save' : 'create', { id: item?._id ?? null })
  return (
    <Form
      method="post"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid={item ? 'item-edit' : 'item-new'}
    >
      <input type="hidden" name="intent" value={item ? 'save' : 'create'} />
      {item && <input type="hidden" name="id" value={item._id} />}
      <NameFields values={values} errors={errors} />
      {withHex && (
        <Field
          name="hex"
          label={t('taxonomy.colours.hex')}
          defaultValue={String(values.hex ?? '')}
          error={errors.hex}
          required
          pattern="#[0-9a-fA-F]{6}"
          placeholder="#1a2b3c"
          maxLength={7}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} pendingText={t('taxonomy.form.saving')}>
          {item ? t('taxonomy.form.save') : t('taxonomy.form.create')}
        </SubmitButton>
        {item && (
          <Link to={pathname} className="text-sm underline underline-offset-2">
            {t('taxonomy.form.cancel')}
          </Link>
        )}
      </div>
    </Form>
  )
}

/**
 * Brands or colours (issue 27): search, rename inline (`?edit=`), delete after a confirmation
 * (`?confirm=`) what no product uses, add at the bottom. Works without JavaScript.
 */
export function NamedList({
  area,
  data,
  actionData,
  perPage,
}: {
  area: 'brands' | 'colours'
  data: {
    list: { data: Item[]; current_page: number; total: number }
    search: string
    editing: string | null
    confirming: string | null
    done: string | null
  }
  actionData: FormResult<string> | undefined
  perPage: number
}) {
  const { t, language } = useAdminT()
  const canManage = useStaffCan('catalog.manage')
  const withHex = area === 'colours'
  const link = 'text-sm underline underline-offset-2'
  return (
    <div className="max-w-4xl space-y-4">
      <header>
        <h1 className="text-2xl font-semibold">{t(`taxonomy.${area}.title`)}</h1>
        <p className="mt-1 text-stone-600">{t(`taxonomy.${area}.intro`)}</p>
      </header>
      <DoneStatus done={data.done} result={actionData} />
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <div className="min-w-0 flex-1">
          <Field
            name="search"
            type="search"
            label={t('taxonomy.form.search')}
            defaultValue={data.search}
            maxLength={100}
          />
        </div>
        <SubmitButton variant="secondary">{t('taxonomy.form.find')}</SubmitButton>
      </Form>
      {data.list.data.length === 0 ? (
        <p className="text-stone-600">{t('taxonomy.list.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid={`${area}-list`}
        >
          {data.list.data.map((item) => (
            <li
              key={item._id}
              id={`row-${item._id}`}
              className="space-y-2 p-3"
              data-testid="item-row"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex min-w-0 items-center gap-3">
                  {item.hex && <Swatch hex={item.hex} />}
                  <div className="min-w-0">
                    <p className="break-words font-medium">{pickText(item.name, language)}</p>
                    <p className="text-xs text-stone-600">
                      <bdi dir="ltr">{item.slug}</bdi>
                      {item.hex && (
                        <>
                          {' · '}
                          <bdi dir="ltr">{item.hex}</bdi>
                        </>
                      )}
                      {' · '}
                      {t('taxonomy.list.products', { count: item.products_count })}
                    </p>
                  </div>
                </div>
                {canManage && (
                  <div className="flex flex-wrap items-center gap-3">
                    <Link to={`?edit=${item._id}#row-${item._id}`} className={link}>
                      {t('taxonomy.form.edit')}
                    </Link>
                    <Link to={`?confirm=${item._id}#row-${item._id}`} className={link}>
                      {t('taxonomy.form.delete')}
                    </Link>
                  </div>
                )}
              </div>
              {canManage && data.editing === item._id && (
                <ItemForm item={item} withHex={withHex} result={actionData} />
              )}
              {canManage && data.confirming === item._id && (
                <DeleteConfirm
                  id={item._id}
                  name={pickText(item.name, language)}
                  productsCount={item.products_count}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.list.current_page} perPage={perPage} total={data.list.total} />
      {canManage && (
        <section className="space-y-2" aria-labelledby="new-item">
          <h2 id="new-item" className="text-xl font-semibold">
            {t(`taxonomy.${area}.new`)}
          </h2>
          <ItemForm item={null} withHex={withHex} result={actionData} />
        </section>
      )}
    </div>
  )
}
